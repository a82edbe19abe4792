/** Types of allocator-settings.mjs (plain JavaScript so the npm start launcher can use it before any build). */
export const ALLOCATOR_SETTINGS: Readonly<Record<'MALLOC_ARENA_MAX' | 'MALLOC_MMAP_THRESHOLD_', string>>;
