import {createContext} from 'react';

/** The lines of HTML the build highlighted for the code block around (../index.tsx). */
export const HighlightedLines = createContext<string | undefined>(undefined);
