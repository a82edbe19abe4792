import Type from 'typebox';

/**
 * The kinds of environment variable the portal reads, as TypeBox types: each checks the
 * variable's text (its refinement's error is the one line start-up prints, after the
 * variable's name) and decodes it into the value the configuration holds.
 */

/** Options a variable's type takes: the text it has when unset. */
type VariableOptions = { default?: string };

/** Any text: names, paths, secrets. */
export function Text(options: VariableOptions = {}) {
  return Type.String(options);
}

/** A whole number in digits alone (no sign, fraction or exponent) within the bounds. */
export function WholeNumber(min: number, max: number, options: VariableOptions = {}) {
  return Type.Decode(
    Type.Refine(
      Type.String(options),
      (value) => /^\d+$/.test(value) && Number(value) >= min && Number(value) <= max,
      (value) => `must be a whole number from ${min} to ${max} (got "${value}")`,
    ),
    (value) => Number(value),
  );
}

/** true or 1, false or 0. */
export function Flag(options: VariableOptions = {}) {
  return Type.Decode(
    Type.Refine(
      Type.String(options),
      (value) => ['true', '1', 'false', '0'].includes(value),
      (value) => `must be true or false (got "${value}")`,
    ),
    (value) => value === 'true' || value === '1',
  );
}

/** One of the given words. */
export function Choice<const Choices extends readonly string[]>(choices: Choices, options: VariableOptions = {}) {
  const isChoice = (value: string): value is Choices[number] => choices.includes(value);
  return Type.Decode(
    Type.Refine(Type.String(options), isChoice, (value) => `must be one of ${choices.join(', ')} (got "${value}")`),
    (value) => {
      // Decode runs only on text the refinement let through.
      if (!isChoice(value)) throw new Error(`not a choice: ${value}`);
      return value;
    },
  );
}

const DURATION_UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** `7d`, `12h`, `90m`, `3600s` in milliseconds; null when it is not such a duration. */
function durationMs(value: string): number | null {
  const match = /^(\d+)([smhd])$/.exec(value);
  return match ? Number(match[1]) * DURATION_UNIT_MS[match[2] as keyof typeof DURATION_UNIT_MS] : null;
}

/**
 * A duration with its unit, in milliseconds. A bare number is refused: seconds or
 * milliseconds would be a guess, and a week typed as `7` must not become seven seconds.
 */
export function Duration(bounds: { min: `${number}${keyof typeof DURATION_UNIT_MS}`; max: `${number}${keyof typeof DURATION_UNIT_MS}` }, options: VariableOptions = {}) {
  const [min, max] = [durationMs(bounds.min) ?? 0, durationMs(bounds.max) ?? Infinity];
  return Type.Decode(
    Type.Refine(
      Type.String(options),
      (value) => {
        const ms = durationMs(value);
        return ms !== null && ms >= min && ms <= max;
      },
      (value) => `must be a duration from ${bounds.min} to ${bounds.max} with its unit: s, m, h or d, as in 7d or 12h (got "${value}")`,
    ),
    (value) => durationMs(value) ?? min,
  );
}

function parsedUrl(value: string): URL | null {
  return URL.canParse(value) ? new URL(value) : null;
}

/** An absolute http or https URL (the check HttpUrl makes, for a URL inside another variable's value). */
export function isHttpUrl(value: string): boolean {
  const protocol = parsedUrl(value)?.protocol;
  return protocol === 'http:' || protocol === 'https:';
}

function httpUrlProblem(value: string): string {
  return parsedUrl(value) === null ? `must be an absolute http(s) URL (got "${value}")` : `must be an http or https URL (got "${value}")`;
}

/** An absolute http or https URL, and any further rule it must follow. */
export function HttpUrl(further?: { check: (url: string) => boolean; problem: (url: string) => string }, options: VariableOptions = {}) {
  return Type.Refine(
    Type.String(options),
    (value) => isHttpUrl(value) && (further?.check(value) ?? true),
    (value) => (isHttpUrl(value) && further ? further.problem(value) : httpUrlProblem(value)),
  );
}

/** A URL of one of the given schemes (postgres:, smtp:…), told by the example of its shape. */
export function SchemeUrl(schemes: readonly string[], problems: { unparsable: string; wrongScheme: (protocol: string) => string }) {
  return Type.Refine(
    Type.String(),
    (value) => schemes.includes(parsedUrl(value)?.protocol ?? ''),
    (value) => {
      const url = parsedUrl(value);
      return url === null ? problems.unparsable : problems.wrongScheme(url.protocol);
    },
  );
}
