import { DEFAULT_FONT_SIZE, type SenderCard } from '@greetly/domain';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { Container } from '../../components/ui/layout-bits';
import { ApiRequestError } from '../../lib/api';
import { QueryScope } from '../../lib/query-scope';
import { type ScheduleEditing, ScheduleWizard } from '../studio/schedule-card-page';
import { fetchMyCard, savedCardFields } from './sent-cards-api';

/** A scheduled card as the schedule wizard holds it, with its uploads by id. */
export function editingOf(card: SenderCard): ScheduleEditing | null {
  if (card.status !== 'scheduled' || !card.schedule) return null;
  return {
    cardId: card.id,
    card: {
      templateId: card.templateId,
      step: 0,
      values: {
        ...savedCardFields(card),
        fontSize: card.fontSize ?? DEFAULT_FONT_SIZE,
        ...card.schedule,
      },
      media: {
        image: card.imageId
          ? { id: card.imageId, url: `/media/${card.imageId}`, name: 'Photo', size: 0 }
          : undefined,
        voice: card.voiceNoteId
          ? { id: card.voiceNoteId, url: `/media/${card.voiceNoteId}`, durationSeconds: 0 }
          : undefined,
      },
    },
  };
}

function Notice({ title, text }: { title: string; text: string }) {
  return (
    <Container className="py-16">
      <div className="mx-auto max-w-lg text-center">
        <title>{`${title} · Greetly`}</title>
        <h1 className="font-display text-3xl font-bold">{title}</h1>
        <p className="mt-3 text-plum-soft">{text}</p>
        <ButtonLink to="/dashboard" className="mt-6">
          Go to your dashboard
        </ButtonLink>
      </div>
    </Container>
  );
}

/** The page inside the app's query cache (TanStack Query comes only with the pages that use it). */
export default function EditCardPage() {
  return (
    <QueryScope>
      <EditCardPageContent />
    </QueryScope>
  );
}

/** /cards/:id/edit: the schedule wizard on one of the sender's scheduled cards. */
function EditCardPageContent() {
  const { id = '' } = useParams();
  const card = useQuery({
    queryKey: ['cards', 'own', id],
    queryFn: () => fetchMyCard(id),
    retry: false,
    // The wizard starts from the card once; a refetch must not reset what is being typed.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
  if (card.isPending) {
    return (
      <div className="grid min-h-[50vh] place-items-center" role="status">
        <span className="size-10 animate-spin rounded-full border-4 border-rose-light border-t-rose" />
        <span className="sr-only">Loading your card…</span>
      </div>
    );
  }
  if (card.isError) {
    return card.error instanceof ApiRequestError && card.error.status === 404 ? (
      <Notice
        title="We couldn't find this card"
        text="It may have been made with another account. Your cards are on your dashboard."
      />
    ) : (
      <Notice title="Something went wrong" text="Please try again in a moment." />
    );
  }
  const editing = editingOf(card.data.card);
  if (!editing) {
    return (
      <Notice
        title="This card can no longer be changed"
        text="It is on its way, or it was cancelled. Your dashboard shows where it stands."
      />
    );
  }
  return <ScheduleWizard key={editing.cardId} editing={editing} />;
}
