import {
  PRODUCT_CATEGORIES,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_LEAD_TIME_MAX_DAYS,
  type ProductInput,
  type ProductPhoto,
  type ProductStatus,
} from '@greetly/domain';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { type DefaultValues, FormProvider, type Path, useForm } from 'react-hook-form';
import {
  controlClass,
  describedBy,
  FieldLabel,
  FieldNotes,
} from '../../components/forms/field-parts';
import { FormError } from '../../components/forms/form-banner';
import { SelectField } from '../../components/forms/select-field';
import { TextAreaField, TextField } from '../../components/forms/text-field';
import { Button } from '../../components/ui/button';
import { apiErrorOf } from '../session/account-errors';
import { DeliveryAreasField } from './delivery-areas-field';
import { type ProductFormValues, productFormResolver } from './product-form-values';
import { ProductPhotosField } from './product-photos-field';
import { useProductPhotos } from './use-product-photos';

export const PHOTOS_WAIT_MESSAGES = {
  uploading: 'Wait for the photos to finish uploading, then save.',
  failed: 'Remove the photos that did not upload, or try them again, then save.',
} as const;

const TOP_FIELDS: readonly Path<ProductFormValues>[] = [
  'title',
  'category',
  'description',
  'priceKobo',
  'stock',
  'leadTimeDays',
  'deliveryAreas',
];

/** The form field a server issue's path names ('deliveryAreas.0.country', 'photoIds.2', 'title'). */
function fieldOfIssue(path: string): Path<ProductFormValues> | null {
  if (path === 'photoIds' || path.startsWith('photoIds.')) return 'photoIds';
  if (/^deliveryAreas\.\d+\.(country|city)$/.test(path)) return path as Path<ProductFormValues>;
  return TOP_FIELDS.find((field) => field === path) ?? null;
}

/** Whether a failed save came with field issues, each now shown on its field. */
function placeServerIssues(
  error: unknown,
  setError: (name: Path<ProductFormValues>, message: string, focus: boolean) => void,
): boolean {
  let placed = false;
  for (const issue of apiErrorOf(error)?.issues ?? []) {
    const field = fieldOfIssue(issue.path);
    if (!field) continue;
    setError(field, issue.message, !placed);
    placed = true;
  }
  return placed;
}

/** What the buttons do: keep the status, or publish as well. */
export type SaveIntent = 'save' | 'publish';

interface ProductFormProps {
  defaultValues: DefaultValues<ProductFormValues>;
  savedPhotos: readonly ProductPhoto[];
  /** The saved product's status; undefined for a new product (a draft once saved). */
  status?: ProductStatus;
  /** Saves (and publishes when asked); a failure is thrown, its field issues shown here. */
  onSave: (input: ProductInput, intent: SaveIntent) => Promise<void>;
}

/**
 * A product's details: name, category, description, price in naira, stock, notice needed,
 * photos and delivery areas, checked by the payload's own schema before anything is sent.
 */
export function ProductForm({ defaultValues, savedPhotos, status, onSave }: ProductFormProps) {
  const form = useForm<ProductFormValues, unknown, ProductInput>({
    resolver: productFormResolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues,
  });
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    clearErrors,
    watch,
    formState: { errors, isSubmitting },
  } = form;
  // A message about the photos is old news once the vendor changes them.
  const photos = useProductPhotos(savedPhotos, () => clearErrors('photoIds'));
  const photosRef = useRef<HTMLFieldSetElement>(null);
  const [photosWait, setPhotosWait] = useState('');
  const [failure, setFailure] = useState('');
  const priceId = useId();
  const descriptionLength = (watch('description') ?? '').length;

  // The wait is over once nothing is uploading or failed. A save that read the photos before its
  // (asynchronous) field check may set the message after the last upload finished: clear it then too.
  useEffect(() => {
    if (photosWait && !photos.isUploading && !photos.hasFailed) setPhotosWait('');
  }, [photosWait, photos.isUploading, photos.hasFailed]);

  const save = (intent: SaveIntent) => (event?: FormEvent) => {
    // The uploaded photos, in their order, are what the payload lists.
    setValue('photoIds', photos.ids);
    return handleSubmit(async (input) => {
      setFailure('');
      const wait = photos.isUploading
        ? PHOTOS_WAIT_MESSAGES.uploading
        : photos.hasFailed
          ? PHOTOS_WAIT_MESSAGES.failed
          : '';
      setPhotosWait(wait);
      if (wait) {
        photosRef.current?.focus();
        return;
      }
      try {
        await onSave(input, intent);
      } catch (error) {
        const placed = placeServerIssues(error, (name, message, shouldFocus) => {
          setError(name, { type: 'server', message }, { shouldFocus });
          if (name === 'photoIds' && shouldFocus) photosRef.current?.focus();
        });
        if (!placed) setFailure(apiErrorOf(error)?.message || messageOf(error));
      }
    })(event);
  };

  const isDraft = status === undefined || status === 'draft';
  const photosError = photosWait || errors.photoIds?.message || errors.photoIds?.root?.message;
  const priceError = errors.priceKobo?.message;

  return (
    <FormProvider {...form}>
      <form onSubmit={save('save')} noValidate className="space-y-8">
        <FormError message={failure} />
        <FormSection title="About the gift">
          <TextField
            label="Name"
            placeholder="e.g. Red velvet birthday cake"
            error={errors.title?.message}
            {...register('title')}
          />
          <SelectField
            label="Category"
            placeholder="Choose a category"
            options={PRODUCT_CATEGORIES}
            error={errors.category?.message}
            {...register('category')}
          />
          <TextAreaField
            label="Description"
            rows={5}
            maxLength={PRODUCT_DESCRIPTION_MAX}
            hint={`What is in it, sizes, flavours, how it is packed (${descriptionLength} of ${PRODUCT_DESCRIPTION_MAX} characters, at least 20).`}
            error={errors.description?.message}
            {...register('description')}
          />
        </FormSection>

        <FormSection title="Price and stock">
          <div className="grid gap-5 sm:grid-cols-3">
            <div>
              <FieldLabel htmlFor={priceId}>Price (₦)</FieldLabel>
              <div className="relative">
                <span
                  aria-hidden="true"
                  className="pointer-events-none absolute top-1/2 left-4 -translate-y-1/2 font-semibold text-plum-soft"
                >
                  ₦
                </span>
                <input
                  id={priceId}
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder="8,500"
                  aria-invalid={priceError ? true : undefined}
                  aria-describedby={describedBy(priceId, { hint: true, error: priceError })}
                  className={controlClass(Boolean(priceError), 'pl-9')}
                  {...register('priceKobo')}
                />
              </div>
              <FieldNotes id={priceId} hint="In naira, e.g. 8,500 or 8500.50" error={priceError} />
            </div>
            <TextField
              label="In stock"
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              hint="How many you can sell now"
              error={errors.stock?.message}
              {...register('stock', { valueAsNumber: true })}
            />
            <TextField
              label="Notice needed (days)"
              type="number"
              inputMode="numeric"
              min={0}
              max={PRODUCT_LEAD_TIME_MAX_DAYS}
              step={1}
              hint="0 if it is ready to go"
              error={errors.leadTimeDays?.message}
              {...register('leadTimeDays', { valueAsNumber: true })}
            />
          </div>
        </FormSection>

        <FormSection title="Photos and delivery">
          <ProductPhotosField ref={photosRef} photos={photos} error={photosError} />
          <DeliveryAreasField />
        </FormSection>

        <div className="flex flex-col-reverse gap-3 border-t border-line pt-6 sm:flex-row sm:justify-end">
          {status === 'published' ? (
            <SaveButton isPending={isSubmitting} type="submit">
              Save changes
            </SaveButton>
          ) : (
            <>
              <SaveButton isPending={isSubmitting} type="submit" variant="secondary">
                {isDraft ? 'Save draft' : 'Save'}
              </SaveButton>
              <SaveButton isPending={isSubmitting} onClick={() => void save('publish')()}>
                {isDraft ? 'Save and publish' : 'Save and publish again'}
              </SaveButton>
            </>
          )}
        </div>
      </form>
    </FormProvider>
  );
}

function messageOf(error: unknown): string {
  return error instanceof Error && error.message
    ? error.message
    : 'Something went wrong. Please try again.';
}

function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-5">
      <h2 id={headingId} className="font-display text-xl font-bold text-plum">
        {title}
      </h2>
      {children}
    </section>
  );
}

function SaveButton({
  isPending,
  type = 'button',
  variant = 'primary',
  onClick,
  children,
}: {
  isPending: boolean;
  type?: 'button' | 'submit';
  variant?: 'primary' | 'secondary';
  onClick?: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      type={type}
      size="lg"
      variant={variant}
      disabled={isPending}
      aria-busy={isPending}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}
