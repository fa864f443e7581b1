import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const COMPRESSIBLE = /\.(js|css|html|json|svg)$/;
const MIN_BYTES = 1024;

/** Both encodings browsers ask for, at their strongest: the work is done once, not per request. */
export async function precompressed(contents) {
  const [br, gz] = await Promise.all([
    brotli(contents, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: contents.length,
      },
    }),
    gzipAsync(contents, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return { br, gz };
}

export const isCompressible = (fileName, size) => COMPRESSIBLE.test(fileName) && size >= MIN_BYTES;

/** Emits `<file>.br` and `<file>.gz` beside every text file of a production build. */
export class PrecompressPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'PrecompressPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        async (assets) => {
          await Promise.all(
            Object.entries(assets)
              .filter(([name, source]) => isCompressible(name, source.size()))
              .map(async ([name, source]) => {
                const contents = source.buffer();
                const { br, gz } = await precompressed(contents);
                compilation.emitAsset(`${name}.br`, new RawSource(br));
                compilation.emitAsset(`${name}.gz`, new RawSource(gz));
              }),
          );
        },
      );
    });
  }
}
