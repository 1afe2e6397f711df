import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '@sitespark/service-kit';
import { parseSpeechVoices, resolveSpeechSettings, voiceFor } from '../src/adapters/speech/speech-settings.ts';
import { renderConfig } from '../src/config.ts';

const base = { INTERNAL_SECRET: 'x'.repeat(32), DATABASE_URL: 'postgres://localhost/test' };
const load = (env: Record<string, string>) => loadConfig('render', renderConfig, { ...base, ...env });
const resolve = (env: Record<string, string>) => resolveSpeechSettings(load(env));

describe('speech settings', () => {
  it('uses the offline voice when no endpoint and no key is configured', () => {
    expect(resolve({})).toMatchObject({ provider: 'offline', reason: expect.stringContaining('no speech endpoint configured') });
    // A base URL for the text model alone is no speech endpoint.
    expect(resolve({ OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1' })).toMatchObject({ provider: 'offline' });
  });

  it('defaults to the OpenAI settings: their key, their server (OpenAI when unset), gpt-4o-mini-tts and alloy', () => {
    expect(resolve({ OPENAI_API_KEY: 'sk-openai' })).toEqual({
      provider: 'openai',
      endpoint: { baseUrl: 'https://api.openai.com/v1', apiKey: 'sk-openai', model: 'gpt-4o-mini-tts', voices: { fallback: 'alloy', byLanguage: {} }, timeoutMs: 60_000 },
    });
    expect(resolve({ OPENAI_API_KEY: 'sk-openai', OPENAI_BASE_URL: 'https://llm.example.com/v1/' })).toMatchObject({
      endpoint: { baseUrl: 'https://llm.example.com/v1', apiKey: 'sk-openai' },
    });
  });

  it('takes SPEECH_* over OPENAI_*', () => {
    const settings = resolve({
      OPENAI_API_KEY: 'sk-openai',
      OPENAI_BASE_URL: 'https://llm.example.com/v1',
      SPEECH_BASE_URL: 'https://tts.example.com/v1',
      SPEECH_API_KEY: 'sk-speech',
      SPEECH_MODEL: 'tts-1-hd',
      SPEECH_VOICE: 'de:onyx,en:alloy',
      SPEECH_TIMEOUT_MS: '5000',
    });
    expect(settings).toEqual({
      provider: 'openai',
      endpoint: { baseUrl: 'https://tts.example.com/v1', apiKey: 'sk-speech', model: 'tts-1-hd', voices: { fallback: 'onyx', byLanguage: { de: 'onyx', en: 'alloy' } }, timeoutMs: 5000 },
    });
  });

  it('calls a local server without a key, and never sends the OpenAI key to another server', () => {
    const keyless = resolve({ SPEECH_BASE_URL: 'http://127.0.0.1:8880/v1' });
    expect(keyless).toMatchObject({ provider: 'openai', endpoint: { baseUrl: 'http://127.0.0.1:8880/v1' } });
    expect(keyless.provider === 'openai' && 'apiKey' in keyless.endpoint).toBe(false);
    const local = resolve({ SPEECH_BASE_URL: 'http://127.0.0.1:8880/v1', OPENAI_API_KEY: 'sk-openai' });
    expect(local).toMatchObject({ provider: 'openai', endpoint: { baseUrl: 'http://127.0.0.1:8880/v1' } });
    expect(local.provider === 'openai' && 'apiKey' in local.endpoint).toBe(false);
    // The same server as the text model's: its key goes along.
    const same = resolve({ SPEECH_BASE_URL: 'https://llm.example.com/v1', OPENAI_BASE_URL: 'https://llm.example.com/v1/', OPENAI_API_KEY: 'sk-openai' });
    expect(same).toMatchObject({ endpoint: { apiKey: 'sk-openai' } });
  });

  it('lets SPEECH_PROVIDER force either voice', () => {
    expect(resolve({ SPEECH_PROVIDER: 'offline', OPENAI_API_KEY: 'sk-openai', SPEECH_BASE_URL: 'http://127.0.0.1:8880/v1' })).toEqual({ provider: 'offline', reason: 'SPEECH_PROVIDER=offline' });
    expect(resolve({ SPEECH_PROVIDER: 'openai' })).toMatchObject({ provider: 'openai', endpoint: { baseUrl: 'https://api.openai.com/v1' } });
    expect(() => load({ SPEECH_PROVIDER: 'elevenlabs' })).toThrow(/SPEECH_PROVIDER/);
  });
});

describe('SPEECH_VOICE', () => {
  it('is one voice for every language', () => {
    const voices = parseSpeechVoices('nova');
    expect(voices).toEqual({ fallback: 'nova', byLanguage: {} });
    expect(voiceFor(voices, 'de')).toBe('nova');
  });

  it('is a voice per language; a language it does not name gets the first one', () => {
    const voices = parseSpeechVoices(' en:alloy , de:onyx,fr:nova ');
    expect(voices).toEqual({ fallback: 'alloy', byLanguage: { en: 'alloy', de: 'onyx', fr: 'nova' } });
    expect(voiceFor(voices, 'de')).toBe('onyx');
    expect(voiceFor(voices, 'fr')).toBe('nova');
    expect(voiceFor(voices, 'es')).toBe('alloy');
  });

  it('takes a bare name among the pairs as the default', () => {
    const voices = parseSpeechVoices('de:onyx,shimmer');
    expect(voiceFor(voices, 'de')).toBe('onyx');
    expect(voiceFor(voices, 'pt')).toBe('shimmer');
    expect(parseSpeechVoices(undefined)).toEqual({ fallback: 'alloy', byLanguage: {} });
  });

  it('refuses what would silently pick the wrong voice, and names the variable at start-up', () => {
    expect(() => parseSpeechVoices('it:nova')).toThrow(/"it" is not a script language/);
    expect(() => parseSpeechVoices('de:')).toThrow(/no voice for "de"/);
    expect(() => parseSpeechVoices('de:onyx,de:nova')).toThrow(/two voices for "de"/);
    expect(() => parseSpeechVoices('alloy,nova')).toThrow(/two default voices/);
    expect(() => load({ SPEECH_VOICE: 'xx:alloy' })).toThrow(ConfigError);
    expect(() => load({ SPEECH_VOICE: 'xx:alloy' })).toThrow(/SPEECH_VOICE: "xx" is not a script language/);
  });
});
