import { describe, expect, it } from 'vitest';
import { GenerationRequest } from '../src/index.ts';

const snippet = { image: 'data:image/png;base64,iVBORw0KGgo=', description: 'Pricing page' };
const request = { url: 'https://example.com', siteSnips: [snippet] };

describe('generation request', () => {
  it('defaults includeVideo to false and keeps optional fields optional', () => {
    expect(GenerationRequest.parse(request)).toEqual({ ...request, includeVideo: false });
  });

  it.each(['', 'example.com', 'not a url', 'javascript:alert(1)', 'ftp://example.com'])(
    "rejects the url %j with 'Please enter a valid URL'",
    (url) => {
      const result = GenerationRequest.safeParse({ ...request, url });
      expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Please enter a valid URL']);
    },
  );

  it('accepts http and https addresses, trimmed', () => {
    expect(GenerationRequest.parse({ ...request, url: ' http://shop.example.com/a?b=1 ' }).url).toBe(
      'http://shop.example.com/a?b=1',
    );
  });

  it('requires 1 to 5 site snippets', () => {
    const withSnippets = (count: number) => GenerationRequest.safeParse({ ...request, siteSnips: Array(count).fill(snippet) });
    expect(withSnippets(0).error?.issues[0]?.message).toBe(
      'Please upload at least 1 site snippet before generating content.',
    );
    expect(withSnippets(1).success).toBe(true);
    expect(withSnippets(5).success).toBe(true);
    expect(withSnippets(6).error?.issues[0]?.message).toBe('You can only upload 5 snippets maximum');
  });

  it('takes a snippet image as a data URL, a web address or a stored object, nothing else', () => {
    const withImage = (image: string) => GenerationRequest.safeParse({ ...request, siteSnips: [{ ...snippet, image }] });
    expect(withImage('https://example.com/shot.png').success).toBe(true);
    expect(withImage('/api/media/snippets/abc.png').success).toBe(true);
    expect(withImage('file:///etc/passwd').success).toBe(false);
    expect(withImage('data:text/html,<script>').success).toBe(false);
  });
});
