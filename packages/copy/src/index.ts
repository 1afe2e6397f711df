export { writeKit, writesIn, hoursInWords, morePosts, substance, campaignParts, locales, networks, type KitCopy, type Network } from './write-kit.ts';
export { readStory, isPlural, type Story, type Thing, type Detail, type Proof } from './story.ts';
export type { Locale } from './locale.ts';
