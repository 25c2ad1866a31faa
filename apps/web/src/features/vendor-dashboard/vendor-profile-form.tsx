import {
  DELIVERY_COUNTRIES,
  type VendorProfile,
  type VendorProfileForm as VendorProfileFormValues,
  vendorProfileFormSchema,
} from '@greetly/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type DefaultValues, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { CheckboxField } from '../../components/forms/checkbox-field';
import { FormError } from '../../components/forms/form-banner';
import { SelectField } from '../../components/forms/select-field';
import { SubmitButton } from '../../components/forms/submit-button';
import { TextAreaField, TextField } from '../../components/forms/text-field';
import { Button } from '../../components/ui/button';
import { applyFieldIssues, requestFailureMessage } from '../session/account-errors';
import { saveVendorProfile, type VendorAccount } from './vendor-api';

const FIELDS = [
  'fullName',
  'businessType',
  'businessDescription',
  'countryCity',
  'deliveryCountries',
] as const;

/** The delivery country and terms start unset: nothing is chosen or accepted for the vendor. */
const EMPTY: DefaultValues<VendorProfileFormValues> = {
  fullName: '',
  businessType: '',
  businessDescription: '',
  countryCity: '',
};

interface VendorProfileFormProps {
  /** The saved profile when editing; absent on first sign-up, which also asks for the terms. */
  profile?: VendorProfile;
  submitLabel: string;
  /** Given the saved profile and the shop it opened or sent for review again. */
  onSaved: (account: VendorAccount) => Promise<void> | void;
  onCancel?: () => void;
}

/** The business information form of /vendorproceed, reused to edit it on the vendor dashboard. */
export function VendorProfileForm({
  profile,
  submitLabel,
  onSaved,
  onCancel,
}: VendorProfileFormProps) {
  const [failure, setFailure] = useState('');
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<VendorProfileFormValues, unknown, VendorProfile & { terms: true }>({
    resolver: zodResolver(vendorProfileFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // A vendor editing their profile accepted the terms when they first completed it.
    defaultValues: profile ? { ...profile, terms: true } : EMPTY,
  });
  const descriptionLength = watch('businessDescription').trim().length;

  const submit = handleSubmit(async ({ terms: _accepted, ...fields }) => {
    setFailure('');
    try {
      await onSaved(await saveVendorProfile(fields));
    } catch (error) {
      if (!applyFieldIssues(error, FIELDS, setError)) setFailure(requestFailureMessage(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <FormError message={failure} />
      <TextField
        label="Business name"
        autoComplete="organization"
        error={errors.fullName?.message}
        {...register('fullName')}
      />
      <TextField
        label="Business type"
        hint="Letters only, for example Bakery, Florist or Perfumery."
        error={errors.businessType?.message}
        {...register('businessType')}
      />
      <TextAreaField
        label="Business description"
        rows={4}
        hint={`Tell gifters what makes your products special (${descriptionLength} characters, at least 20).`}
        error={errors.businessDescription?.message}
        {...register('businessDescription')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Country and city of operation"
          placeholder="e.g. Nigeria, Lagos"
          error={errors.countryCity?.message}
          {...register('countryCity')}
        />
        <SelectField
          label="Delivery country"
          placeholder="Select a country"
          options={DELIVERY_COUNTRIES}
          error={errors.deliveryCountries?.message}
          {...register('deliveryCountries')}
        />
      </div>
      {!profile && (
        <CheckboxField
          label={
            <>
              I agree to the{' '}
              <Link to="/terms" className="font-semibold text-rose-dark underline">
                Terms of Service
              </Link>{' '}
              for vendors selling on Greetly
            </>
          }
          error={errors.terms?.message}
          {...register('terms')}
        />
      )}
      <div className="flex flex-wrap gap-3">
        <SubmitButton isPending={isSubmitting} className={onCancel ? '' : 'w-full'}>
          {submitLabel}
        </SubmitButton>
        {onCancel && (
          <Button variant="ghost" size="lg" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
