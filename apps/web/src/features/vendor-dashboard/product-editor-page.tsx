import type { ProductInput, VendorProduct } from '@greetly/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, PackageSearch } from 'lucide-react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { FormError, FormInfo } from '../../components/forms/form-banner';
import { Button, ButtonLink } from '../../components/ui/button';
import { Container } from '../../components/ui/layout-bits';
import { ApiRequestError } from '../../lib/api-errors';
import { QueryScope } from '../../lib/query-scope';
import { requestFailureMessage } from '../session/account-errors';
import { ProductForm, type SaveIntent } from './product-form';
import { EMPTY_PRODUCT, formValuesOf } from './product-form-values';
import { PRODUCT_STATUS_LABELS, PRODUCT_STATUS_STYLES, statusNotice } from './product-status';
import {
  changeProductStatus,
  createProduct,
  fetchVendorProduct,
  updateProduct,
  VENDOR_PRODUCTS_KEY,
  vendorProductKey,
} from './vendor-api';
import type { DashboardNotice } from './vendor-products';

/** The page inside the app's query cache (TanStack Query comes only with the pages that use it). */
export default function ProductEditorPage() {
  return (
    <QueryScope>
      <ProductEditorPageContent />
    </QueryScope>
  );
}

/** A save that stopped half-way: the product was created as a draft but not published. */
interface EditorNotice {
  problem: string;
}

function problemOf(state: unknown): string {
  const problem = (state as Partial<EditorNotice> | null)?.problem;
  return typeof problem === 'string' ? problem : '';
}

/** One page for a new product (/vendordashboard/products/new) and a saved one (…/products/:id). */
function ProductEditorPageContent() {
  const { id } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const product = useQuery({
    queryKey: vendorProductKey(id ?? 'new'),
    queryFn: ({ signal }) => fetchVendorProduct(id ?? '', signal),
    enabled: id !== undefined,
  });
  const saved = product.data;

  const remember = (changed: VendorProduct) => {
    queryClient.setQueryData(vendorProductKey(changed.id), changed);
    void queryClient.invalidateQueries({ queryKey: VENDOR_PRODUCTS_KEY, exact: true });
  };

  const save = async (input: ProductInput, intent: SaveIntent) => {
    let stored = saved ? await updateProduct(saved.id, input) : await createProduct(input);
    remember(stored);
    if (intent === 'publish' && stored.status !== 'published') {
      try {
        stored = await changeProductStatus(stored.id, 'published');
        remember(stored);
      } catch (error) {
        if (saved) throw error;
        // The draft exists now: from here on the page edits it rather than making another.
        const problem = `Your product is saved as a draft, but it could not be published: ${requestFailureMessage(error)}`;
        await navigate(`/vendordashboard/products/${stored.id}`, {
          replace: true,
          state: { problem } satisfies EditorNotice,
        });
        return;
      }
    }
    const notice: DashboardNotice = {
      notice:
        stored.status === 'published' && intent === 'save'
          ? `“${stored.title}” is saved.`
          : statusNotice(stored.title, stored.status),
    };
    await navigate('/vendordashboard', { state: notice });
  };

  const isNew = id === undefined;
  const isMissing = product.error instanceof ApiRequestError && product.error.status === 404;

  return (
    <>
      <title>{isNew ? 'Add a product · Greetly' : 'Edit product · Greetly'}</title>
      <div className="bg-gradient-to-b from-mint-light to-cream py-8 sm:py-12">
        <Container className="max-w-4xl">
          <Link
            to="/vendordashboard"
            className="inline-flex items-center gap-1.5 text-sm font-semibold text-rose-dark hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to your dashboard
          </Link>
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <h1 className="font-display text-4xl font-bold text-plum sm:text-5xl">
              {isNew ? 'Add a product' : 'Edit product'}
            </h1>
            {saved && (
              <span
                className={`rounded-full px-3 py-1 text-sm font-semibold ${PRODUCT_STATUS_STYLES[saved.status]}`}
              >
                {PRODUCT_STATUS_LABELS[saved.status]}
              </span>
            )}
          </div>
          <p className="mt-3 max-w-2xl text-lg text-plum-soft">
            {saved?.status === 'published'
              ? 'Changes show to gifters as soon as you save. Orders already placed keep the details they were made with.'
              : 'Tell gifters about your gift. Save it as a draft, and publish it when you are ready.'}
          </p>
        </Container>
      </div>
      <Container className="max-w-4xl pt-2 pb-20">
        <div className="rounded-3xl bg-white p-5 shadow-soft ring-1 ring-line/60 sm:p-8">
          {problemOf(location.state) && (
            <FormInfo className="mb-6">{problemOf(location.state)}</FormInfo>
          )}
          {!isNew && product.isPending && (
            <p role="status" className="flex items-center gap-3 text-plum-soft">
              <span className="size-6 animate-spin rounded-full border-3 border-rose-light border-t-rose" />
              Loading the product…
            </p>
          )}
          {isMissing && (
            <div className="flex flex-col items-center py-6 text-center">
              <PackageSearch aria-hidden="true" className="size-10 text-rose-dark" />
              <p className="mt-3 font-display text-xl font-bold text-plum">
                This product is not in your shop
              </p>
              <ButtonLink to="/vendordashboard" variant="secondary" className="mt-5">
                Back to your products
              </ButtonLink>
            </div>
          )}
          {product.isError && !isMissing && (
            <div className="space-y-4">
              <FormError message={requestFailureMessage(product.error)} />
              <Button variant="secondary" onClick={() => void product.refetch()}>
                Try again
              </Button>
            </div>
          )}
          {(isNew || saved) && (
            <ProductForm
              key={saved?.id ?? 'new'}
              defaultValues={saved ? formValuesOf(saved) : EMPTY_PRODUCT}
              savedPhotos={saved?.photos ?? []}
              status={saved?.status}
              onSave={save}
            />
          )}
        </div>
      </Container>
    </>
  );
}
