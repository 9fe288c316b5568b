import {
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { useMediaQuery } from '../hooks/use-media-query';

export interface CarouselItem {
  key: string | number;
  content: ReactNode;
}

interface CarouselProps {
  /** Accessible name of the carousel, e.g. "Case results". */
  label: string;
  items: CarouselItem[];
  /** Items per slide on wide screens (and in the pre-rendered HTML). */
  perSlide: number;
  /** Items per slide while `narrowQuery` matches. */
  narrowPerSlide: number;
  /** A media query such as "(max-width: 1198.98px)". */
  narrowQuery: string;
  className?: string;
}

function groupIntoSlides(items: CarouselItem[], perSlide: number): CarouselItem[][] {
  const slides: CarouselItem[][] = [];
  for (let start = 0; start < items.length; start += perSlide)
    slides.push(items.slice(start, start + perSlide));
  return slides;
}

// Class names written out whole, so the build's unused-CSS purge can see them.
const CONTROLS = {
  previous: {
    className: 'carousel-a11y__control carousel-a11y__control--previous',
    label: 'Previous slide',
    arrow: '‹',
  },
  next: { className: 'carousel-a11y__control carousel-a11y__control--next', label: 'Next slide', arrow: '›' },
};

function CarouselControl({
  ref,
  direction,
  controls,
  disabled,
  onClick,
}: {
  ref: RefObject<HTMLButtonElement | null>;
  direction: keyof typeof CONTROLS;
  controls: string;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <button
      ref={ref}
      type="button"
      className={CONTROLS[direction].className}
      aria-controls={controls}
      aria-label={CONTROLS[direction].label}
      disabled={disabled}
      onClick={onClick}
    >
      <span aria-hidden="true">{CONTROLS[direction].arrow}</span>
    </button>
  );
}

/**
 * An accessible carousel (WAI-ARIA APG pattern, no auto-advance): previous is disabled on the first slide
 * and next on the last; arrow keys move between slides; each slide is a labelled group ("2 of 4") inside a
 * polite live region, so a screen reader announces the new slide. Every slide is in the HTML; hidden ones
 * carry `hidden`, so the pre-rendered page holds all the content.
 */
export function Carousel({ label, items, perSlide, narrowPerSlide, narrowQuery, className }: CarouselProps) {
  const narrow = useMediaQuery(narrowQuery);
  const itemsPerSlide = narrow ? narrowPerSlide : perSlide;
  const slides = groupIntoSlides(items, itemsPerSlide);
  const [requestedIndex, setRequestedIndex] = useState(0);
  // A breakpoint change can leave fewer slides than the index points past.
  const index = Math.min(requestedIndex, slides.length - 1);
  const slidesId = useId();
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const focusAfterRender = useRef<HTMLButtonElement | null>(null);
  const atStart = index === 0;
  const atEnd = index === slides.length - 1;

  // A button that becomes disabled drops focus; hand it to the other control once that one is enabled.
  useEffect(() => {
    focusAfterRender.current?.focus();
    focusAfterRender.current = null;
  }, [index]);

  const goTo = (target: number) => {
    const clamped = Math.max(0, Math.min(target, slides.length - 1));
    setRequestedIndex(clamped);
    if (clamped === 0 && document.activeElement === previousRef.current)
      focusAfterRender.current = nextRef.current;
    if (clamped === slides.length - 1 && document.activeElement === nextRef.current)
      focusAfterRender.current = previousRef.current;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft') goTo(index - 1);
    else if (event.key === 'ArrowRight') goTo(index + 1);
    else return;
    event.preventDefault();
  };

  return (
    <section
      className={`carousel-a11y ${className ?? ''}`}
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={onKeyDown}
      data-slide-count={slides.length}
    >
      <div className="carousel-a11y__viewport">
        <CarouselControl
          ref={previousRef}
          direction="previous"
          controls={slidesId}
          disabled={atStart}
          onClick={() => goTo(index - 1)}
        />
        <div id={slidesId} className="carousel-a11y__slides" aria-live="polite">
          {slides.map((slide, slideIndex) => (
            <div
              key={slide.map((item) => item.key).join('-')}
              role="group"
              aria-roledescription="slide"
              aria-label={`${slideIndex + 1} of ${slides.length}`}
              className="carousel-a11y__slide"
              style={{ '--per-slide': itemsPerSlide } as CSSProperties}
              hidden={slideIndex !== index}
            >
              {slide.map((item) => (
                <div key={item.key} className="carousel-a11y__item">
                  {item.content}
                </div>
              ))}
            </div>
          ))}
        </div>
        <CarouselControl
          ref={nextRef}
          direction="next"
          controls={slidesId}
          disabled={atEnd}
          onClick={() => goTo(index + 1)}
        />
      </div>
      <p className="carousel-a11y__status" aria-hidden="true">
        {index + 1} / {slides.length}
      </p>
    </section>
  );
}
