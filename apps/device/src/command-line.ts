import { parseArgs, type ParseArgsConfig } from 'node:util';
import { UsageError } from './command-errors';

type Options = Record<string, { type: 'string' } | { type: 'boolean' }>;

/** The parsed values: a string per string option, true per flag given. */
export type OptionValues<O extends Options> = {
  [K in keyof O]?: O[K]['type'] extends 'boolean' ? boolean : string;
};

/**
 * A command's options, each a string or a flag given at most once (no positionals):
 * node:util's parseArgs, with its errors turned into UsageErrors of one line.
 */
export function parseOptions<const O extends Options>(
  command: string,
  args: readonly string[],
  options: O,
): OptionValues<O> {
  const config = {
    args: [...args],
    options,
    strict: true,
    allowPositionals: false,
  } satisfies ParseArgsConfig;
  try {
    return parseArgs(config).values as OptionValues<O>;
  } catch (error) {
    // parseArgs refuses a command line with a TypeError coded ERR_PARSE_ARGS_…; anything else is a bug.
    if (
      !(error instanceof TypeError) ||
      !('code' in error) ||
      !String(error.code).startsWith('ERR_PARSE_ARGS')
    )
      throw error;
    const unknown = /^Unknown option '([^']+)'/.exec(error.message)?.[1];
    if (unknown) throw new UsageError(`${command} has no option ${unknown}.`);
    const positional = /^Unexpected argument '([^']*)'/.exec(error.message)?.[1];
    if (positional !== undefined)
      throw new UsageError(
        `${command} takes only options, not "${positional}" (quote a name with spaces: --name "Kitchen tablet").`,
      );
    // Some of its messages take several lines ("argument is ambiguous"): one line here.
    throw new UsageError(error.message.replace(/\s*\n\s*/g, ' '));
  }
}
