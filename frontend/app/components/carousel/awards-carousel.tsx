import type { Award, ImageAsset } from '../../content/types';
import { useSiteLanguage } from '../layout/site-language';
import { AWARDS_CAROUSEL } from './breakpoints';
import { Section } from '../layout/section';
import { Carousel } from './carousel';

interface ImageCarouselProps {
  label: string;
  images: ImageAsset[];
  /** Rendered height in CSS pixels (spec: 200 for awards, 180 for membership logos). */
  height: number;
}

/** Award seals or membership logos, four per slide (one below 768 px). Images load lazily. */
export function ImageCarousel({ label, images, height }: ImageCarouselProps) {
  return (
    <Carousel
      label={label}
      className="image-carousel"
      {...AWARDS_CAROUSEL}
      items={images.map((image) => ({
        key: image.src,
        content: (
          <img
            src={image.src}
            width={Math.round((image.width * height) / image.height)}
            height={height}
            alt={image.alt}
            loading="lazy"
            className="image-carousel__image"
          />
        ),
      }))}
    />
  );
}

/** The "Awards & Recognition" band that home and the attorneys overview share (awards.ts or awards.es.ts). */
export function AwardsSection({ awards }: { awards: Award[] }) {
  const { ui } = useSiteLanguage();
  return (
    <Section headingId="awards-heading" heading={ui.awards.heading} tone="muted">
      <ImageCarousel label={ui.awards.label} images={awards.map((award) => award.image)} height={200} />
    </Section>
  );
}
