import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { wireGlobalErrorHandling } from '@/app/global-error-effects';
import type { AppRouter } from '@/app/router';
import type { AppStore } from '@/app/store';

/** A screen that sends the erasure request (`DELETE /lgi/eos/v1/data`) and explains its refusals. */
export interface ErasureRefusalScreen {
  /** The screen's address: a refusal its dialog explains keeps the user there. */
  path: string;
  /** Renders the screen, signed in, with the erasure request answered by this refusal. */
  render: (status: number, rcode: number) => { router: AppRouter; store: AppStore };
  /** Sends the request from the rendered screen: chooses, asks and confirms. */
  submit: () => Promise<void>;
  /** What the screen's dialog says of the rcode. */
  codeText: (rcode: number) => string;
}

/**
 * With the app's global error handling wired (spec §8 Erasure): the refusals the screen's
 * "couldn't delete your data" dialog explains keep the user on the screen, signed in, and
 * any other refusal is left to the global handler.
 */
export function describeErasureRefusals(erasureScreen: ErasureRefusalScreen): void {
  describe("with the app's global error handling wired", () => {
    let unwire: () => void = () => undefined;
    afterEach(() => unwire());

    async function refuseWith(status: number, rcode: number) {
      const rendered = erasureScreen.render(status, rcode);
      unwire = wireGlobalErrorHandling(rendered.router, rendered.store);
      const visited: string[] = [];
      rendered.router.subscribe((state) => visited.push(state.location.pathname));
      await erasureScreen.submit();
      return { ...rendered, visited };
    }

    it.each([
      [400, 49512],
      [400, 49209],
      [403, 101901],
      [403, 101902],
    ])('a %i %i stays on the screen, signed in, with the dialog', async (status, rcode) => {
      const { router, store, visited } = await refuseWith(status, rcode);
      const dialog = await screen.findByRole('alertdialog', { name: "Couldn't delete your data" });
      expect(dialog).toHaveTextContent(erasureScreen.codeText(rcode));
      expect(router.state.location.pathname).toBe(erasureScreen.path);
      expect(visited.filter((pathname) => pathname !== erasureScreen.path)).toEqual([]);
      expect(store.getState().auth.isLoggedIn).toBe(true);
    });

    it('any other refusal is left to the global handler', async () => {
      const { visited } = await refuseWith(400, 40000001);
      await waitFor(() => expect(visited).toContain('/error400'));
    });
  });
}
