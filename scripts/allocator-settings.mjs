// glibc's malloc settings for the portal's server process (scripts/run-portal.mjs), read by
// glibc from the environment when a process starts.
//
// On Linux with glibc, the allocator keeps much of what the server frees: each thread that
// allocates gets an arena of its own, and once a big block (a decoded image, scrypt's 16 MB)
// has been freed, glibc raises its mmap threshold and serves later big blocks from those
// arenas, where they stay after being freed. That was a third to a half of the portal's
// memory (docs/decisions.md, "Memory"). Two arenas and a fixed 1 MiB mmap threshold keep it.
// Plain JavaScript, so the launcher runs before anything is built.

/** The variables, as glibc names them (values already in the environment win). */
export const ALLOCATOR_SETTINGS = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: String(1024 * 1024) };
