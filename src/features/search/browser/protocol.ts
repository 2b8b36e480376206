/** The messages between the page (./client.ts) and the search worker (./worker.ts). */
import type {SearchOptions, SearchResult} from '@timbr-docs/search';

export type WorkerCall = {type: 'load'; manifestUrl: string} | {type: 'search'; query: string; options: SearchOptions};

export type WorkerRequest = WorkerCall & {id: number};

/** The answer to a request; before it, a search may send a note that it is loading fragments of the index. */
export type WorkerResponse =
  | {id: number; ok: true; results?: SearchResult[]}
  | {id: number; ok: true; loading: true}
  | {id: number; ok: false; error: string};
