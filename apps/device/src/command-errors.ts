/** A failure the user can act on (the portal is down, the owner declined): one line on stderr, exit code 1. */
export class CommandError extends Error {}

/** The portal could not be reached, or the connection broke or timed out on the way: worth trying again. */
export class ConnectionLost extends CommandError {}

/** The command line itself is wrong: one line naming the option, then the usage line, exit code 2. Nothing was done. */
export class UsageError extends Error {}
