import { ArrowRight, Pause, Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../paths';
import { buttonStyles } from '../../ui/button';
import { useHero } from './queries';

/** The still image: shown at once, and behind the video as its poster. */
const HERO_STILL = '/hero.svg';

/**
 * True once the page has loaded and the browser is idle: the hero video must never compete
 * with the first paint or the product images (issue 3). Visitors who ask for less motion keep
 * the still image.
 */
function useAfterLoadAndIdle(wanted: boolean): boolean {
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if (!wanted || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let idleHandle: number | undefined;
    let timer: number | undefined;
    const whenIdle = () => {
      // Safari shipped requestIdleCallback late; a short timer stands in for it there.
      if (typeof window.requestIdleCallback === 'function') {
        idleHandle = window.requestIdleCallback(() => setReady(true), { timeout: 3000 });
      } else {
        timer = window.setTimeout(() => setReady(true), 500);
      }
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
      if (timer !== undefined) window.clearTimeout(timer);
    };
  }, [wanted]);

  return wanted && ready;
}

function HeroVideo({ src }: { src: string }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [visible, setVisible] = useState(false);
  const [paused, setPaused] = useState(false);

  const togglePlayback = () => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) void video.play().catch(() => undefined);
    else video.pause();
  };

  return (
    <>
      <video
        ref={videoRef}
        src={src}
        poster={HERO_STILL}
        autoPlay
        muted
        loop
        playsInline
        preload="none"
        aria-hidden="true"
        onPlaying={() => {
          setVisible(true);
          setPaused(false);
        }}
        onPause={() => setPaused(true)}
        className={`absolute inset-0 -z-10 size-full object-cover transition-opacity duration-700 ${visible ? 'opacity-60' : 'opacity-0'}`}
      />
      {/* WCAG 2.2.2: moving content that plays on its own can be paused. */}
      {visible ? (
        <button
          type="button"
          onClick={togglePlayback}
          aria-label={paused ? 'Play background video' : 'Pause background video'}
          className="absolute right-4 bottom-4 inline-flex size-10 items-center justify-center border border-white/40 text-paper transition-colors hover:bg-paper hover:text-ink"
        >
          {paused ? (
            <Play aria-hidden="true" className="size-4" />
          ) : (
            <Pause aria-hidden="true" className="size-4" />
          )}
        </button>
      ) : null}
    </>
  );
}

export function Hero() {
  const hero = useHero();
  const videoUrl = hero.data?.videoUrl ?? null;
  const showVideo = useAfterLoadAndIdle(videoUrl !== null);

  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate overflow-hidden bg-ink text-paper"
    >
      <img
        src={HERO_STILL}
        width={1600}
        height={900}
        alt=""
        fetchPriority="high"
        className="absolute inset-0 -z-20 size-full object-cover"
      />
      {showVideo && videoUrl ? <HeroVideo src={videoUrl} /> : null}
      <div className="mx-auto flex min-h-[70svh] max-w-7xl flex-col justify-end px-4 py-16 sm:px-6 sm:py-24">
        <p className="text-xs font-semibold tracking-[0.3em] text-neutral-300 uppercase">
          Faith-based streetwear
        </p>
        <h1
          id="hero-title"
          className="mt-4 max-w-3xl font-display text-5xl leading-[0.95] tracking-tighter uppercase sm:text-7xl"
        >
          Wear your faith
        </h1>
        <p className="mt-5 max-w-md text-neutral-300">
          Made to order, printed and shipped in the U.S.
        </p>
        <Link
          to={paths.products()}
          className={buttonStyles({ variant: 'inverse', size: 'lg', className: 'mt-8 self-start' })}
        >
          Shop All
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </section>
  );
}
