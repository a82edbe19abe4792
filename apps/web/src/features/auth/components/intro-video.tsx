import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import poster from './intro-poster.webp?inline';
import styles from './auth-pages.module.css';

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** Calls `start` once the page has loaded and the browser is idle. */
function whenPageSettled(start: () => void): () => void {
  let idle: number | undefined;
  const onLoad = () => {
    idle = typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(start) : window.setTimeout(start, 0);
  };
  if (document.readyState === 'complete') onLoad();
  else window.addEventListener('load', onLoad, { once: true });
  return () => {
    window.removeEventListener('load', onLoad);
    if (idle === undefined) return;
    if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}

/**
 * The login page's intro video: muted, looping, playing by itself unless the viewer asked
 * for reduced motion, with a visible pause/play control (WCAG 2.2.2 Pause, Stop, Hide).
 * The headline must not wait for it: the poster is in the page itself (a small data URI),
 * the video is fetched only once the page has loaded (`preload="none"` until then), and its
 * frame has a fixed shape, so nothing moves when it starts.
 */
export function IntroVideo() {
  const { t } = useTranslation();
  const videoRef = useRef<HTMLVideoElement>(null);
  // Follows the element's own play/pause events, so it is right when autoplay is blocked.
  const [isPlaying, setIsPlaying] = useState(false);

  useEffect(() => {
    const video = videoRef.current;
    if (video === null) return undefined;
    // React sets `muted` as a property only; browsers' autoplay rules also look at it.
    video.muted = true;
    if (prefersReducedMotion()) return undefined;
    return whenPageSettled(() => {
      video.preload = 'auto';
      video.play().catch(() => setIsPlaying(false));
    });
  }, []);

  function togglePlayback() {
    const video = videoRef.current;
    if (video === null) return;
    if (video.paused) {
      video.play().catch(() => setIsPlaying(false));
    } else {
      video.pause();
    }
  }

  return (
    <div className={styles.videoFrame}>
      <video
        ref={videoRef}
        className={styles.video}
        poster={poster}
        aria-label={t('auth.login.video.label')}
        preload="none"
        muted
        loop
        playsInline
        onPlay={() => setIsPlaying(true)}
        onPause={() => setIsPlaying(false)}
      >
        <source src="/media/intro.webm" type="video/webm" />
        <source src="/media/intro.mp4" type="video/mp4" />
      </video>
      <button
        type="button"
        className={styles.videoControl}
        aria-label={isPlaying ? t('auth.login.video.pause') : t('auth.login.video.play')}
        onClick={togglePlayback}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          {isPlaying ? <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" /> : <path d="M8 5v14l11-7z" />}
        </svg>
      </button>
    </div>
  );
}
