import type { VendorProfile } from '@greetly/domain';
import { Pencil } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { FormSuccess } from '../../components/forms/form-banner';
import { Button } from '../../components/ui/button';
import type { VendorAccount } from './vendor-api';
import { VendorProfileForm } from './vendor-profile-form';

const DETAILS: { key: keyof VendorProfile; label: string }[] = [
  { key: 'fullName', label: 'Business name' },
  { key: 'businessType', label: 'Business type' },
  { key: 'countryCity', label: 'Country and city of operation' },
  { key: 'deliveryCountries', label: 'Delivery country' },
  { key: 'businessDescription', label: 'Business description' },
];

/** The vendor's business profile, and the same form as sign-up to edit it in place. */
export function BusinessProfile({
  profile,
  isRejected = false,
  onSaved,
}: {
  profile: VendorProfile;
  /** The shop was turned down: saving sends it for review again, and the note says so. */
  isRejected?: boolean;
  onSaved: (account: VendorAccount) => void;
}) {
  const [isEditing, setIsEditing] = useState(false);
  const [savedNote, setSavedNote] = useState('');
  const editButton = useRef<HTMLButtonElement>(null);
  const shouldRefocus = useRef(false);

  // Leaving the form puts focus back on Edit, where the visitor started, not at the page top.
  useEffect(() => {
    if (isEditing || !shouldRefocus.current) return;
    shouldRefocus.current = false;
    editButton.current?.focus();
  }, [isEditing]);

  const stopEditing = () => {
    shouldRefocus.current = true;
    setIsEditing(false);
  };

  return (
    <section
      aria-labelledby="business-heading"
      className="rounded-3xl bg-white p-6 shadow-soft ring-1 ring-line/60 sm:p-8"
    >
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="business-heading" className="font-display text-2xl font-bold text-plum">
          Business profile
        </h2>
        {!isEditing && (
          <Button
            ref={editButton}
            variant="secondary"
            size="sm"
            onClick={() => {
              setSavedNote('');
              setIsEditing(true);
            }}
          >
            <Pencil aria-hidden="true" className="size-4" />
            Edit profile
          </Button>
        )}
      </div>

      {isEditing ? (
        <div className="mt-6">
          <VendorProfileForm
            profile={profile}
            submitLabel="Save changes"
            onSaved={(saved) => {
              onSaved(saved);
              setSavedNote(
                isRejected && saved.shop?.status === 'pending'
                  ? 'Your business profile is saved and your shop is sent for review again.'
                  : 'Your business profile is saved.',
              );
              stopEditing();
            }}
            onCancel={stopEditing}
          />
        </div>
      ) : (
        <>
          {savedNote && <FormSuccess className="mt-6">{savedNote}</FormSuccess>}
          <dl className="mt-6 grid gap-5 sm:grid-cols-2">
            {DETAILS.map(({ key, label }) => (
              <div key={key} className={key === 'businessDescription' ? 'sm:col-span-2' : ''}>
                <dt className="text-sm font-semibold text-plum-soft">{label}</dt>
                <dd className="mt-1 whitespace-pre-line text-plum">{profile[key]}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </section>
  );
}
