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
import { useSiteLanguage } from '../layout/site-language';

export interface CarouselItem {
  key: string | number;
  content: ReactNode;
}

interface CarouselProps {
  /** Accessible name of the carousel, e.g. "Case results". */
  label: string;
  items: CarouselItem[];
  /** Items per slide on wide screens. */
  perSlide: number;
  /** Items per slide below the `narrowBelow` breakpoint. */
  narrowPerSlide: number;
  /** Bootstrap breakpoint below which the narrow grouping shows (1199 px for xl, 768 px for md). */
  narrowBelow: 'xl' | 'md';
  className?: string;
}

// Class names written out whole, so the build's unused-CSS purge can see them.
const NARROW_BELOW_CLASS = { xl: 'carousel-a11y--narrow-below-xl', md: 'carousel-a11y--narrow-below-md' };
const LAYOUT_CLASS = {
  wide: 'carousel-a11y__layout carousel-a11y__layout--wide',
  narrow: 'carousel-a11y__layout carousel-a11y__layout--narrow',
};
const CONTROLS = {
  previous: { className: 'carousel-a11y__control carousel-a11y__control--previous', arrow: '‹' },
  next: { className: 'carousel-a11y__control carousel-a11y__control--next', arrow: '›' },
};

function groupIntoSlides(items: CarouselItem[], perSlide: number): CarouselItem[][] {
  const slides: CarouselItem[][] = [];
  for (let start = 0; start < items.length; start += perSlide)
    slides.push(items.slice(start, start + perSlide));
  return slides;
}

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
  const { ui } = useSiteLanguage();
  return (
    <button
      ref={ref}
      type="button"
      className={CONTROLS[direction].className}
      aria-controls={controls}
      aria-label={ui.carousel[direction]}
      disabled={disabled}
      onClick={onClick}
    >
      <span aria-hidden="true">{CONTROLS[direction].arrow}</span>
    </button>
  );
}

interface CarouselLayoutProps {
  layout: keyof typeof LAYOUT_CLASS;
  items: CarouselItem[];
  perSlide: number;
  /** The first item on screen, shared by both layouts so a resize keeps the visitor's place. */
  firstItem: number;
  onMove: (firstItem: number) => void;
}

/** One grouping of the items, with its own controls, live region and "n / m" status. */
function CarouselLayout({ layout, items, perSlide, firstItem, onMove }: CarouselLayoutProps) {
  const { ui } = useSiteLanguage();
  const slides = groupIntoSlides(items, perSlide);
  const index = Math.min(Math.floor(firstItem / perSlide), slides.length - 1);
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
    onMove(clamped * perSlide);
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
    <div className={LAYOUT_CLASS[layout]} onKeyDown={onKeyDown} data-slide-count={slides.length}>
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
              key={slide[0]!.key}
              role="group"
              aria-roledescription={ui.carousel.slide}
              aria-label={ui.carousel.position(slideIndex + 1, slides.length)}
              className="carousel-a11y__slide"
              style={{ '--per-slide': perSlide } as CSSProperties}
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
    </div>
  );
}

/**
 * An accessible carousel (WAI-ARIA APG pattern, no auto-advance): previous is disabled on the first slide
 * and next on the last; arrow keys move between slides; each slide is a labelled group ("2 of 4") inside a
 * polite live region, so a screen reader announces the new slide. Every slide is in the HTML; hidden ones
 * carry `hidden`, so the pre-rendered page holds all the content.
 *
 * The page holds both groupings (wide and narrow) and the stylesheet shows the one that fits the screen, so
 * the pre-rendered HTML is already right for a phone and nothing regroups (or repaints) after hydration; the
 * hidden grouping is `display: none`, out of the accessibility tree, and its images never load.
 */
export function Carousel({ label, items, perSlide, narrowPerSlide, narrowBelow, className }: CarouselProps) {
  const { ui } = useSiteLanguage();
  const [firstItem, setFirstItem] = useState(0);
  const layout = (name: keyof typeof LAYOUT_CLASS, layoutPerSlide: number) => (
    <CarouselLayout
      layout={name}
      items={items}
      perSlide={layoutPerSlide}
      firstItem={firstItem}
      onMove={setFirstItem}
    />
  );
  return (
    <section
      className={`carousel-a11y ${NARROW_BELOW_CLASS[narrowBelow]} ${className ?? ''}`}
      aria-roledescription={ui.carousel.carousel}
      aria-label={label}
    >
      {layout('wide', perSlide)}
      {layout('narrow', narrowPerSlide)}
    </section>
  );
}
