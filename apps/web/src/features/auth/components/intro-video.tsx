import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import poster from './intro-poster.webp?inline';
import styles from './auth-pages.module.css';

/**
 * The login page's intro video: muted and looping, with a visible play/pause control (WCAG
 * 2.2.2 Pause, Stop, Hide). It plays when the viewer asks (docs/decisions.md): the poster is
 * in the page itself (a small data URI), so the page paints at once, and the video's 160 kB
 * are fetched only for someone who wants to watch it (`preload="none"`). Its frame has a
 * fixed shape, so nothing moves when it starts.
 */
export function IntroVideo() {
  const { t } = useTranslation();
  const videoRef = useRef<HTMLVideoElement>(null);
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
