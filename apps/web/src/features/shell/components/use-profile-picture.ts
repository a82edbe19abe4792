import { useState } from 'react';

/** What the <img> of the account's picture takes: its address, no text of its own, no referrer. */
export interface ProfilePictureProps {
  src: string;
  alt: '';
  referrerPolicy: 'no-referrer';
  onError: () => void;
}

/**
 * The account's picture from the sign-in provider, as props for an <img>; null when there
 * is none or it failed to load, so the caller draws its stand-in instead. The picture is
 * decorative: the account's name is always written or spoken beside it.
 */
export function useProfilePicture(imageUrl: string | null): ProfilePictureProps | null {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (imageUrl === null || imageUrl === failedUrl) return null;
  return { src: imageUrl, alt: '', referrerPolicy: 'no-referrer', onError: () => setFailedUrl(imageUrl) };
}
