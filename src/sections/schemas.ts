// Every section type a page can list, one folder each (src/sections/<type>/schema.ts): the page schema's union is made of this list. No React here.

import { Article } from './article/schema.ts';
import { BlogIndex } from './blogIndex/schema.ts';
import { BookingCta } from './bookingCta/schema.ts';
import { CardGrid } from './cardGrid/schema.ts';
import { ContactForm } from './contactForm/schema.ts';
import { Faq } from './faq/schema.ts';
import { Hero } from './hero/schema.ts';
import { People } from './people/schema.ts';
import { PricingTable } from './pricingTable/schema.ts';
import { PrivacyContact } from './privacyContact/schema.ts';
import { ProrationCalculator } from './prorationCalculator/schema.ts';
import { RateBox } from './rateBox/schema.ts';
import { Testimonials } from './testimonials/schema.ts';
import { Text } from './text/schema.ts';
import { TrustStrip } from './trustStrip/schema.ts';

/** In the order the guides, the gallery and the editor’s catalogue show them. Adding a type: its folder, and one line here. */
export const sectionSchemas = [
  Hero,
  CardGrid,
  PricingTable,
  Faq,
  BookingCta,
  ContactForm,
  Text,
  TrustStrip,
  People,
  RateBox,
  BlogIndex,
  Article,
  ProrationCalculator,
  PrivacyContact,
  Testimonials,
] as const;
