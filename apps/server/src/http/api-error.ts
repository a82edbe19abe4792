import type { RcodeDefinition } from '@cloud-portal/contract/rcodes';

/**
 * An error the API answers on purpose: the HTTP status and rcode come from the catalogue,
 * the message says what was wrong with this request.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly rcode: number;

  constructor(definition: RcodeDefinition, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = definition.status;
    this.rcode = definition.rcode;
  }
}
