import type { Trade } from '@sitespark/site-model';
import type { CommonFrames, Frame, TradeBank } from './bank.ts';

/**
 * Banks written in voices (neutral lines plus formal, team, informal and first-person ones, as the
 * German and French banks are): each variant is the neutral frames of a role plus those voices'.
 */
export type VoicedRole = 'hooks' | 'engagement' | 'subjects';
export type Voiced = Partial<Record<VoicedRole, Frame[]>>;
export type VoicedTrade<V extends string> = { n: Required<Voiced>; rest: Omit<TradeBank, VoicedRole> } & Record<V, Voiced>;

/** The common roles that are lists of frames. */
export type CommonRole = {
  [K in keyof CommonFrames]: CommonFrames[K] extends Frame[] ? K : never;
}[keyof CommonFrames];
export type CommonVoice = Partial<Record<CommonRole, Frame[]>>;

const voicedRoles: VoicedRole[] = ['hooks', 'engagement', 'subjects'];

export function voiceAssembly<V extends string>(commonN: Record<CommonRole, Frame[]>, tradeSources: Record<Trade, VoicedTrade<V>>) {
  const voiced = (source: VoicedTrade<V>, voices: V[]): Record<VoicedRole, Frame[]> => {
    const out = {} as Record<VoicedRole, Frame[]>;
    for (const role of voicedRoles) out[role] = [...source.n[role], ...voices.flatMap((v) => (source[v] as Voiced)[role] ?? [])];
    return out;
  };
  const entries = Object.entries(tradeSources) as Array<[Trade, VoicedTrade<V>]>;
  return {
    /** For each role some voice touches, the neutral frames plus those voices' own; `all` keeps every role. */
    commonOf(voices: CommonVoice[], all: boolean): CommonVoice {
      const out: CommonVoice = {};
      for (const role of Object.keys(commonN) as CommonRole[]) {
        const extra = voices.flatMap((v) => v[role] ?? []);
        if (all || extra.length > 0) out[role] = [...commonN[role], ...extra];
      }
      return out;
    },
    tradesOf(voices: V[]): Record<Trade, TradeBank> {
      const out = {} as Record<Trade, TradeBank>;
      for (const [trade, source] of entries) out[trade] = { ...source.rest, ...voiced(source, voices) };
      return out;
    },
    variantTrades(voices: V[]): Partial<Record<Trade, Partial<TradeBank>>> {
      const out: Partial<Record<Trade, Partial<TradeBank>>> = {};
      for (const [trade, source] of entries) out[trade] = voiced(source, voices);
      return out;
    },
  };
}
