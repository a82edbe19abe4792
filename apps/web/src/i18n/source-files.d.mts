/** Types of source-files.mjs. */
export function readSourceFiles(accept: (fileName: string) => boolean): Record<string, string>;
