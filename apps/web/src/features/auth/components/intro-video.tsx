import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './auth-pages.module.css';

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * The login page's intro video: muted, looping, playing by itself unless the viewer asked
 * for reduced motion, with a visible pause/play control (WCAG 2.2.2 Pause, Stop, Hide).
 */
export function IntroVideo() {
  const { t } = useTranslation();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [autoPlay] = useState(() => !prefersReducedMotion());
  // Follows the element's own play/pause events, so it is right when autoplay is blocked.
  const [isPlaying, setIsPlaying] = useState(false);

  useEffect(() => {
    // React sets `muted` as a property only; browsers' autoplay rules also look at it.
    if (videoRef.current) videoRef.current.muted = true;
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
        poster="/media/intro-poster.webp"
        aria-label={t('auth.login.video.label')}
        autoPlay={autoPlay}
        preload={autoPlay ? 'auto' : 'metadata'}
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
