import { fsyncSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

type Options = Parameters<NodeFS['init']>[1];
interface EmscriptenModule {
  NODEFS: { stream_ops: { fsync?: (stream: { nfd: number }) => number } };
}

/**
 * PGlite's Node filesystem, with fsync that reaches the disk. Emscripten's NODEFS has no fsync
 * of its own, so PostgreSQL's flushes of the write-ahead log would end in the page cache and a
 * power loss could lose committed work or corrupt the cluster; here each one becomes the
 * process's fsync(2) of the open file.
 */
export class DurableNodeFS extends NodeFS {
  constructor(
    dataDir: string,
    private readonly flush: (fd: number) => void = fsyncSync,
  ) {
    super(dataDir);
  }

  override async init(pg: PGlite, options: Options) {
    const { emscriptenOpts } = await super.init(pg, options);
    const flushToDisk = (module: EmscriptenModule) => {
      module.NODEFS.stream_ops.fsync = (stream) => {
        this.flush(stream.nfd);
        return 0;
      };
    };
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), flushToDisk] } };
  }
}
