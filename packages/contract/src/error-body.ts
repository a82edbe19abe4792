import Type from 'typebox';

/** Every error the server answers has this body (architecture: errors). */
export const ErrorBody = Type.Object(
  {
    rcode: Type.Integer({ description: 'Stable error code from the rcode catalogue' }),
    rmsg: Type.String({ description: 'Human-readable explanation, in English, for logs and support' }),
  },
  { $id: 'ErrorBody' },
);
export type ErrorBody = Type.Static<typeof ErrorBody>;

/** Narrows an unknown JSON value to an error body. */
export function isErrorBody(value: unknown): value is ErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Record<string, unknown>).rcode === 'number' &&
    typeof (value as Record<string, unknown>).rmsg === 'string'
  );
}

/** What any call made with a session or a device's credential may fail with: bad input, no valid credential, refused. */
export const SIGNED_IN_ERRORS = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody } as const;
