import { describe, expect, it } from 'vitest';
import { resolveAvatar } from '../src/lib/avatar-fallback.ts';

describe('resolveAvatar', () => {
  it('uses the profile image when there is one, keeping an initial as fallback', () => {
    expect(resolveAvatar({ profileImageUrl: 'https://cdn.example/a.png', firstName: 'Ada', email: 'ada@x.io' })).toEqual({
      imageUrl: 'https://cdn.example/a.png',
      initial: 'A',
    });
  });

  it('falls back to the first letter of firstName as written', () => {
    expect(resolveAvatar({ profileImageUrl: null, firstName: 'maria', email: 'zed@x.io' })).toEqual({
      imageUrl: null,
      initial: 'm',
    });
  });

  it('falls back to the uppercase first letter of the email when firstName is empty', () => {
    expect(resolveAvatar({ profileImageUrl: '', firstName: '', email: 'zed@x.io' })).toEqual({ imageUrl: null, initial: 'Z' });
    expect(resolveAvatar({ firstName: null, email: 'bob@x.io' }).initial).toBe('B');
  });

  it('falls back to U when nothing is known', () => {
    expect(resolveAvatar({ profileImageUrl: null, firstName: null, email: '' })).toEqual({ imageUrl: null, initial: 'U' });
    expect(resolveAvatar(null)).toEqual({ imageUrl: null, initial: 'U' });
  });

  it('takes a whole character, not half of a surrogate pair', () => {
    expect(resolveAvatar({ firstName: '𝒜lice' }).initial).toBe('𝒜');
  });
});
