/**
 * What a code block's Run control (./index.tsx)
 * needs from the runnable query around it: a way to start it. Absent around
 * any other code block.
 */
import {createContext, useContext} from 'react';

export interface Runnable {
  /** Runs the block's query and makes the block editable. */
  run(query: string): void;
  /** The query is starting (the engine is loading). */
  starting: boolean;
}

export const RunnableContext = createContext<Runnable | null>(null);

export function useRunnable(): Runnable | null {
  return useContext(RunnableContext);
}
