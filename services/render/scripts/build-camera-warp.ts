/**
 * Compiles the camera's zoom (src/engine/camera-warp.wat) to WebAssembly and writes it, base64, to
 * src/engine/camera-warp-wasm.ts, so the renderer loads it without a compiler or a file beside it.
 * `npm run build:camera-warp --workspace @sitespark/render`; a unit test fails when the two differ.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import initWabt from 'wabt';

export const watFile = fileURLToPath(new URL('../src/engine/camera-warp.wat', import.meta.url));
export const wasmModuleFile = fileURLToPath(new URL('../src/engine/camera-warp-wasm.ts', import.meta.url));

export async function compileCameraWarp(): Promise<string> {
  const wabt = await initWabt();
  const module = wabt.parseWat('camera-warp.wat', await readFile(watFile, 'utf8'), { simd: true });
  try {
    module.validate();
    const { buffer } = module.toBinary({});
    return [
      '// Generated from camera-warp.wat by scripts/build-camera-warp.ts: do not edit.',
      `export const cameraWarpWasm = '${Buffer.from(buffer).toString('base64')}';`,
      '',
    ].join('\n');
  } finally {
    module.destroy();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await writeFile(wasmModuleFile, await compileCameraWarp());
  console.log(`wrote ${wasmModuleFile}`);
}
