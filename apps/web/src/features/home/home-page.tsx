import { FeaturesSection } from './features-section';
import { HeroSection } from './hero-section';
import { HowItWorks } from './how-it-works';
import { MarketplaceTeaser } from './marketplace-teaser';
import { RealTimeDemo } from './real-time-demo';
import { ReferralCta } from './referral-cta';
import { TestimonialsSection } from './testimonials-section';

export default function HomePage() {
  return (
    <>
      <title>Greetly · Send love, cards and gifts</title>
      <HeroSection />
      <RealTimeDemo />
      <FeaturesSection />
      <HowItWorks />
      <MarketplaceTeaser />
      <TestimonialsSection />
      <ReferralCta />
    </>
  );
}
