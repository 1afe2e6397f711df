/** The engine's ffmpeg runner, where the speech adapters (and sniff-image's demuxer type) reach it. */
export { fileUrl, imageDemuxers, mediaDemuxers, restrictedInput, runFfmpeg, runProcess } from '../engine/ffmpeg.ts';
