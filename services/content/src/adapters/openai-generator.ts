import OpenAI from 'openai';
import type { ChatCompletionContentPart } from 'openai/resources/chat/completions';
import { z } from 'zod';
import { AppError } from '@sitespark/service-kit';
import type { Logger } from '@sitespark/service-kit';
import { fitPost, twitterLimit } from './builtin/social.ts';
import { GeneratedCopy, socialPlatforms, type ContentGenerator, type GenerationBrief } from './content-generator.ts';

export interface OpenAiGeneratorOptions {
  apiKey: string;
  baseURL?: string | undefined;
  model: string;
  timeoutMs: number;
  logger?: Logger;
}

const attempts = 2;
const maxImages = 5;

const responseSchema = z.toJSONSchema(GeneratedCopy, { target: 'draft-7', unrepresentable: 'any' }) as Record<string, unknown>;

function instructions(): string {
  return [
    'You are a senior marketing copywriter. From the website analysis, the site snippets (screenshots with descriptions), the custom prompt and the target audience, write a complete marketing kit as JSON matching the given schema.',
    `Write three clearly different posts for each of ${socialPlatforms.join(', ')}: Twitter posts at most ${twitterLimit} characters with 1-2 hashtags; LinkedIn professional, 600-1300 characters, 3 hashtags; Instagram with line breaks, emoji and 8-12 hashtags; Facebook conversational with a question.`,
    'Email: a subject, a body, and welcome, nurture and promotional sequences of three emails each, plus practical tips.',
    'Ads: headline at most 30 characters, description at most 90, a short CTA, variations, strategy (platforms, audiences, budget tips, keywords) and checklists for facebook, google, linkedin and tiktok.',
    'Website copy: hero, subheading, callToAction, features, benefits and a testimonial (use a real one from the analysis if given; otherwise say plainly that a customer quote should be collected, never invent a person).',
    'Use the real name, features and facts from the analysis. Never write placeholder text such as Lorem ipsum, TODO, [Company] or {name}.',
  ].join('\n');
}

function userContent(brief: GenerationBrief): ChatCompletionContentPart[] {
  const { analysis } = brief;
  const facts = {
    url: analysis.url,
    name: analysis.name,
    description: analysis.description,
    type: analysis.type,
    typeEvidence: analysis.typeEvidence,
    features: analysis.features,
    callsToAction: analysis.callsToAction,
    keywords: analysis.keywords,
    testimonial: analysis.testimonial,
    brandColors: analysis.brand.colors,
    siteWasRead: analysis.fetched,
    note: analysis.fetchNote,
  };
  const parts: ChatCompletionContentPart[] = [
    {
      type: 'text',
      text: [
        `Website analysis:\n${JSON.stringify(facts, null, 2)}`,
        `Custom prompt: ${brief.customPrompt || '(none)'}`,
        `Target audience: ${brief.targetAudience || '(not given; infer it from the site)'}`,
        `Site snippets:\n${brief.snippets.map((s, i) => `${i + 1}. ${s.description || '(no description)'}`).join('\n')}`,
      ].join('\n\n'),
    },
  ];
  for (const snippet of brief.snippets.slice(0, maxImages)) {
    if (snippet.image) parts.push({ type: 'image_url', image_url: { url: snippet.image, detail: 'low' } });
  }
  return parts;
}

/** Twitter's limit is a hard rule whatever the model wrote. */
function enforceLimits(copy: GeneratedCopy): GeneratedCopy {
  return {
    ...copy,
    social: copy.social.map((posts) =>
      posts.platform === 'Twitter'
        ? { ...posts, options: posts.options.map((text) => (text.length <= twitterLimit ? text : fitPost({ hook: '', body: text, cta: '', tags: [] }, twitterLimit))) }
        : posts,
    ),
  };
}

/**
 * Generation through any OpenAI-compatible chat completions API with a JSON-schema response
 * format; the answer is validated against the contract's schemas. Each attempt has its own
 * timeout; a failed attempt (transport, status, invalid JSON or schema) is retried once.
 */
export function createOpenAiGenerator(options: OpenAiGeneratorOptions): ContentGenerator {
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL ?? 'https://api.openai.com/v1',
    timeout: options.timeoutMs,
    maxRetries: 0,
  });
  return {
    kind: 'openai',
    async generate(brief) {
      let lastError: unknown;
      for (let attempt = 1; attempt <= attempts; attempt++) {
        try {
          const completion = await client.chat.completions.create({
            model: options.model,
            temperature: 0.8,
            messages: [
              { role: 'system', content: instructions() },
              { role: 'user', content: userContent(brief) },
            ],
            response_format: { type: 'json_schema', json_schema: { name: 'marketing_kit', schema: responseSchema, strict: false } },
          });
          const content = completion.choices[0]?.message.content;
          if (!content) throw new Error('the model returned no content');
          const parsed = GeneratedCopy.safeParse(JSON.parse(content));
          if (!parsed.success) throw new Error(`the model's answer does not match the schema: ${parsed.error.issues[0]?.path.join('.')} ${parsed.error.issues[0]?.message}`);
          return enforceLimits(parsed.data);
        } catch (error) {
          lastError = error;
          options.logger?.warn({ err: error, attempt }, 'OpenAI generation attempt failed');
        }
      }
      throw new AppError('UPSTREAM_FAILED', 'Failed to generate content', { cause: lastError });
    },
  };
}
