import { kitLanguages, type KitLanguage } from '@sitespark/site-model';

/** OpenAI's own text-to-speech endpoint, used when neither SPEECH_BASE_URL nor OPENAI_BASE_URL names another. */
export const openAiBaseUrl = 'https://api.openai.com/v1';
export const defaultSpeechModel = 'gpt-4o-mini-tts';
export const defaultSpeechVoice = 'alloy';
export const defaultSpeechTimeoutMs = 60_000;

/** The voice for each script language: `fallback` for a language the map does not name. */
export interface SpeechVoices {
  fallback: string;
  byLanguage: Partial<Record<KitLanguage, string>>;
}

/**
 * SPEECH_VOICE: one voice for every language (`alloy`) or a voice per language
 * (`en:alloy,de:onyx,fr:nova`). A bare name among the pairs (`nova,de:onyx`) is the voice of every
 * other language; without one, the first pair's voice is. Throws on a language SiteSpark does not
 * write in or an empty voice, so a typo stops start-up instead of silently using the default.
 */
export function parseSpeechVoices(value: string | undefined): SpeechVoices {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (entries.length === 0) return { fallback: defaultSpeechVoice, byLanguage: {} };
  const byLanguage: Partial<Record<KitLanguage, string>> = {};
  let bare: string | undefined;
  let first: string | undefined;
  for (const entry of entries) {
    const colon = entry.indexOf(':');
    if (colon === -1) {
      if (bare !== undefined) throw new Error(`names two default voices ("${bare}" and "${entry}"); give other voices as language:voice`);
      bare = entry;
      continue;
    }
    const language = entry.slice(0, colon).trim().toLowerCase();
    const voice = entry.slice(colon + 1).trim();
    if (!isKitLanguage(language)) throw new Error(`"${language}" is not a script language (one of ${kitLanguages.join(', ')})`);
    if (voice === '') throw new Error(`gives no voice for "${language}"`);
    if (byLanguage[language] !== undefined) throw new Error(`names two voices for "${language}"`);
    byLanguage[language] = voice;
    first ??= voice;
  }
  return { fallback: bare ?? first ?? defaultSpeechVoice, byLanguage };
}

export function voiceFor(voices: SpeechVoices, language: KitLanguage): string {
  return voices.byLanguage[language] ?? voices.fallback;
}

function isKitLanguage(value: string): value is KitLanguage {
  return (kitLanguages as readonly string[]).includes(value);
}

/** The settings speech is resolved from: render's SPEECH_* variables and the shared OPENAI_* ones. */
export interface SpeechEnv {
  SPEECH_PROVIDER?: 'openai' | 'offline' | undefined;
  SPEECH_BASE_URL?: string | undefined;
  SPEECH_API_KEY?: string | undefined;
  SPEECH_MODEL?: string | undefined;
  SPEECH_VOICE?: string | undefined;
  SPEECH_TIMEOUT_MS?: number | undefined;
  OPENAI_API_KEY?: string | undefined;
  OPENAI_BASE_URL?: string | undefined;
}

/** An OpenAI-compatible `/audio/speech` endpoint and how to call it. */
export interface SpeechEndpoint {
  baseUrl: string;
  /** Absent for a local server that needs none: the request then carries no Authorization header. */
  apiKey?: string;
  model: string;
  voices: SpeechVoices;
  timeoutMs: number;
}

export type SpeechSettings =
  | { provider: 'openai'; endpoint: SpeechEndpoint }
  /** `reason` says why the offline voice speaks (for the per-job log line). */
  | { provider: 'offline'; reason: string };

/**
 * Which voice speaks, from the environment:
 *
 * - SPEECH_PROVIDER=offline: the offline voice, whatever else is set.
 * - otherwise an endpoint when SPEECH_BASE_URL, SPEECH_API_KEY or OPENAI_API_KEY is set (or
 *   SPEECH_PROVIDER=openai): SPEECH_BASE_URL, else OPENAI_BASE_URL, else OpenAI's own; the model
 *   SPEECH_MODEL (gpt-4o-mini-tts) and the voices SPEECH_VOICE (alloy).
 * - else the offline voice, as before speech had settings of its own.
 *
 * The key is SPEECH_API_KEY, else OPENAI_API_KEY, but OPENAI_API_KEY only goes to the server it is
 * for: when SPEECH_BASE_URL names another server (a local one, say) that key is not sent there.
 * Without a key no Authorization header is sent at all (rather than a dummy one): a local server
 * that needs no key ignores it either way, and a server that does need one answers 401 clearly,
 * which falls back to the offline voice like any other failure.
 */
export function resolveSpeechSettings(env: SpeechEnv): SpeechSettings {
  if (env.SPEECH_PROVIDER === 'offline') return { provider: 'offline', reason: 'SPEECH_PROVIDER=offline' };
  const configured = env.SPEECH_PROVIDER === 'openai' || Boolean(env.SPEECH_BASE_URL || env.SPEECH_API_KEY || env.OPENAI_API_KEY);
  if (!configured) return { provider: 'offline', reason: 'no speech endpoint configured (SPEECH_BASE_URL, SPEECH_API_KEY and OPENAI_API_KEY are unset)' };
  const baseUrl = trimSlashes(env.SPEECH_BASE_URL || env.OPENAI_BASE_URL || openAiBaseUrl);
  const openAiServer = trimSlashes(env.OPENAI_BASE_URL || openAiBaseUrl);
  const apiKey = env.SPEECH_API_KEY || (baseUrl === openAiServer ? env.OPENAI_API_KEY : undefined);
  return {
    provider: 'openai',
    endpoint: {
      baseUrl,
      ...(apiKey ? { apiKey } : {}),
      model: env.SPEECH_MODEL || defaultSpeechModel,
      voices: parseSpeechVoices(env.SPEECH_VOICE),
      timeoutMs: env.SPEECH_TIMEOUT_MS ?? defaultSpeechTimeoutMs,
    },
  };
}

function trimSlashes(url: string): string {
  return url.replace(/\/+$/, '');
}
