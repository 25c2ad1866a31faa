import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowRight } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  FormProvider,
  type Resolver,
  useForm,
} from 'react-hook-form';
import type { ZodType } from 'zod';
import { Button } from '../../../components/ui/button';
import type { CardValues } from './card-values';
import type { CrossFieldIssue } from './cross-field-checks';
import { StepFrame } from './step-frame';
import type { FrameProps } from './step-props';

/**
 * The step's schema through zodResolver, plus the cross-field rules while other fields fail.
 * The schema parses the finished step; the form holds the draft, where nothing is chosen yet,
 * hence the resolver's type is the draft's.
 */
function stepResolver<V extends CardValues>(
  schema: ZodType<unknown, FieldValues>,
  crossFieldChecks?: (values: V) => CrossFieldIssue[],
): Resolver<V> {
  const parse = zodResolver(schema) as Resolver<V>;
  return async (values, context, options) => {
    const result = await parse(values, context, options);
    const errors: FieldErrors = { ...result.errors };
    if (Object.keys(errors).length === 0 || !crossFieldChecks) return result;
    for (const issue of crossFieldChecks(values)) {
      errors[issue.path] ??= { type: 'custom', message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<V> };
  };
}

interface StepFormProps<V extends CardValues> {
  /** The domain's check of this step (its messages are the spec's). */
  schema: ZodType<unknown, FieldValues>;
  values: V;
  onValuesChange: (values: V) => void;
  onNext: () => void;
  /** Validate at once on arrival (the final check found this step wanting). */
  revealErrors: boolean;
  onInvalid?: (errors: FieldErrors<V>) => void;
  /** Rules across fields that the schema only checks once every field passes. */
  crossFieldChecks?: (values: V) => CrossFieldIssue[];
  frame: FrameProps;
  children: ReactNode;
}

/**
 * One step of a wizard as its own form: it checks its schema on Next and, after that, again on
 * every change (mode onSubmit, reValidateMode onChange). Each change is handed up at once, so
 * the live card and the saved draft follow the typing.
 */
export function StepForm<V extends CardValues>({
  schema,
  values,
  onValuesChange,
  onNext,
  revealErrors,
  onInvalid,
  crossFieldChecks,
  frame,
  children,
}: StepFormProps<V>) {
  const form = useForm<V>({
    resolver: stepResolver(schema, crossFieldChecks),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: values as DefaultValues<V>,
  });

  useEffect(() => {
    const subscription = form.watch((next) => onValuesChange(next as V));
    return () => subscription.unsubscribe();
  }, [form, onValuesChange]);

  const submit = form.handleSubmit(() => onNext(), onInvalid);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only on arrival, never again
  useEffect(() => {
    if (revealErrors) void submit();
  }, []);

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate>
        <StepFrame
          {...frame}
          actions={
            <Button type="submit" size="lg">
              Next
              <ArrowRight aria-hidden="true" className="size-5" />
            </Button>
          }
        >
          {children}
        </StepFrame>
      </form>
    </FormProvider>
  );
}
