// The module piscina loads in each worker thread: one export per task, by name.
import { computeTasks } from './compute-tasks.ts';

export const readPage = computeTasks.readPage;
export const buildSiteModel = computeTasks.buildSiteModel;
export const writeBuiltinCopy = computeTasks.writeBuiltinCopy;
export const assembleKit = computeTasks.assembleKit;
export const renderFlyerSvgs = computeTasks.renderFlyerSvgs;
export const writePostVariations = computeTasks.writePostVariations;
