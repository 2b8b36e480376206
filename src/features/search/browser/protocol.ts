/** The messages between the page (./client.ts) and the search worker (./worker.ts). */
import type {SearchOptions, SearchResult} from '@timbr-docs/search';

export type WorkerCall =
  {type: 'load'; docUrl: string; indexUrl: string} | {type: 'search'; query: string; options: SearchOptions};

export type WorkerRequest = WorkerCall & {id: number};

export type WorkerResponse = {id: number; ok: true; results?: SearchResult[]} | {id: number; ok: false; error: string};
