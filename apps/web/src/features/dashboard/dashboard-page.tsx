import { Sparkles } from 'lucide-react';
import { ButtonLink } from '../../components/ui/button';
import { Container } from '../../components/ui/layout-bits';
import { QueryScope } from '../../lib/query-scope';
import { SentCardsSection } from '../sent-cards/sent-cards-section';
import { useSignedInUser } from '../session/session-context';
import { AccountShortcuts } from './account-shortcuts';
import { CardCreditsCard } from './card-credits';
import { ChangePasswordForm } from './change-password-form';
import { DashboardCard } from './dashboard-card';
import { GreetingArt } from './greeting-art';
import { InviteFriendsCard } from './invite-friends-card';
import { LoyaltyStampCard } from './loyalty-card';
import { PaymentsSection } from './payments-section';
import { ProfileDetails } from './profile-details';
import { SessionActions } from './session-actions';
import { VerificationBanner } from './verification-banner';
import { NoCardsYet } from './your-cards';
import { YourOrdersSection } from './your-orders';

/** The page inside the app's query cache (TanStack Query comes only with the pages that use it). */
export default function DashboardPage() {
  return (
    <QueryScope>
      <DashboardPageContent />
    </QueryScope>
  );
}

function DashboardPageContent() {
  const user = useSignedInUser();
  return (
    <>
      <title>Your dashboard · Greetly</title>
      <div className="relative overflow-hidden bg-gradient-to-b from-blush to-cream py-10 sm:py-14">
        <Container className="flex flex-wrap items-end justify-between gap-6">
          <div>
            <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-[0.18em] text-rose-dark">
              <Sparkles aria-hidden="true" className="size-4" />
              Your dashboard
            </p>
            <h1 className="mt-2 font-display text-4xl font-bold text-plum sm:text-5xl">
              Hello, {user.first_name}
            </h1>
            <p className="mt-3 max-w-xl text-lg text-plum-soft">
              Your cards, your orders, your account and everything in between, all in one place.
            </p>
          </div>
          {user.roles.includes('vendor') ? (
            <ButtonLink to="/vendordashboard" variant="secondary">
              Open your vendor dashboard
            </ButtonLink>
          ) : (
            <GreetingArt />
          )}
        </Container>
      </div>

      <Container className="space-y-8 pt-2 pb-20">
        {!user.email_verified && <VerificationBanner email={user.email} />}

        <SentCardsSection emptyState={<NoCardsYet />} />

        <div className="grid gap-8 lg:grid-cols-[1fr_22rem] lg:items-start">
          <YourOrdersSection />
          <LoyaltyStampCard />
        </div>

        <div className="grid gap-8 lg:grid-cols-[1fr_22rem] lg:items-start">
          <PaymentsSection />
          <CardCreditsCard />
        </div>

        <InviteFriendsCard />

        <section aria-labelledby="account-heading" className="space-y-6">
          <h2 id="account-heading" className="font-display text-2xl font-bold text-plum">
            Your account
          </h2>
          <AccountShortcuts user={user} />
          <div className="grid gap-6 lg:grid-cols-2">
            <DashboardCard title="Profile">
              <ProfileDetails user={user} />
            </DashboardCard>
            <DashboardCard title="Change password">
              <ChangePasswordForm />
            </DashboardCard>
          </div>
          <DashboardCard title="Signing out">
            <SessionActions />
          </DashboardCard>
        </section>
      </Container>
    </>
  );
}
