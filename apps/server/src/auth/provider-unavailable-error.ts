/** The sign-in provider could not be reached, or its discovery document was unusable. */
export class ProviderUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`sign-in provider unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'ProviderUnavailableError';
  }
}
