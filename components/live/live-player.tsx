'use client';

import { useEffect, useRef, useState } from 'react';
import styles from './live-player.module.css';

type Mode = 'live' | 'replay';
type PlayerState = 'poster' | 'loading' | 'playing' | 'error';

interface HlsLike {
  loadSource(url: string): void;
  attachMedia(media: HTMLVideoElement): void;
  on(event: string, handler: (event: string, data: { fatal?: boolean }) => void): void;
  destroy(): void;
}

/**
 * HLS player: native HLS where the browser has it (iOS Safari, WeChat), hls.js loaded lazily
 * elsewhere (Chromium). Inline everywhere: playsInline for iOS, x5-* so Android WeChat's X5 kernel
 * does not hijack the video into its own fullscreen player.
 */
export function LivePlayer({
  streamUrl,
  replayUrl,
  poster,
  title,
  initialMode,
}: {
  streamUrl: string | null;
  replayUrl: string | null;
  poster: string;
  title: string;
  initialMode?: Mode;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const hls = useRef<HlsLike | null>(null);
  const [mode, setMode] = useState<Mode>(initialMode ?? (streamUrl || !replayUrl ? 'live' : 'replay'));
  const [state, setState] = useState<PlayerState>('poster');
  const source = mode === 'live' ? streamUrl : replayUrl;

  useEffect(() => () => hls.current?.destroy(), []);

  const stop = () => {
    hls.current?.destroy();
    hls.current = null;
    const element = video.current;
    if (element) {
      element.pause();
      element.removeAttribute('src');
      element.load();
    }
  };

  const play = async () => {
    const element = video.current;
    if (!element || !source) return;
    setState('loading');
    stop();
    if (element.canPlayType('application/vnd.apple.mpegurl')) {
      element.src = source;
    } else {
      const { default: Hls } = await import('hls.js');
      if (!Hls.isSupported()) {
        setState('error');
        return;
      }
      const instance = new Hls({ enableWorker: true, lowLatencyMode: true }) as unknown as HlsLike;
      instance.on(Hls.Events.ERROR, (_event, data) => {
        if (data.fatal) setState('error');
      });
      instance.loadSource(source);
      instance.attachMedia(element);
      hls.current = instance;
    }
    try {
      await element.play();
    } catch {
      // Autoplay with sound refused: start muted; the controls let the viewer unmute.
      element.muted = true;
      await element.play().catch(() => setState('error'));
    }
  };

  const switchMode = (next: Mode) => {
    if (next === mode) return;
    stop();
    setMode(next);
    setState('poster');
  };

  return (
    <section className={styles.player} aria-label="直播画面">
      <video
        ref={video}
        className={styles.video}
        poster={poster}
        controls={state === 'playing'}
        loop={mode === 'live'}
        playsInline
        preload="none"
        webkit-playsinline="true"
        x5-playsinline="true"
        x5-video-player-type="h5-page"
        x5-video-player-fullscreen="false"
        aria-label={title}
        data-testid="live-video"
        data-state={state}
        onPlaying={() => setState('playing')}
        onError={() => setState(source ? 'error' : 'poster')}
      />
      {state !== 'playing' ? (
        <div className={styles.overlay}>
          {!source ? (
            <p className={styles.offline} role="status">
              {mode === 'live' ? '主播暂未开播' : '暂无回放'}
              <span>{mode === 'live' && replayUrl ? '可以先看看往期回放' : '开播后将在这里直播'}</span>
            </p>
          ) : state === 'error' ? (
            <p className={styles.offline} role="alert">
              直播信号中断
              <button type="button" className={styles.retry} onClick={play}>
                重新加载
              </button>
            </p>
          ) : (
            <button
              type="button"
              className={styles.playButton}
              onClick={play}
              aria-label={mode === 'live' ? '播放直播' : '播放回放'}
              disabled={state === 'loading'}
            >
              {state === 'loading' ? '加载中…' : '▶'}
            </button>
          )}
        </div>
      ) : null}
      <div className={styles.modes} role="tablist" aria-label="直播或回放">
        {(['live', 'replay'] as const).map((item) => (
          <button
            key={item}
            type="button"
            role="tab"
            aria-selected={mode === item}
            className={mode === item ? styles.modeActive : styles.mode}
            onClick={() => switchMode(item)}
          >
            {item === 'live' ? (streamUrl ? '● 直播' : '直播') : '回放'}
          </button>
        ))}
      </div>
    </section>
  );
}
