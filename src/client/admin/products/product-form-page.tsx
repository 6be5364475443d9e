import { ArrowLeft } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from '../../ui/toast';
import { paths } from '../../paths';
import type { AdminScreenProps } from '../common/admin-screen';
import { PageHeader } from '../common/page-header';
import { LoadingState } from '../common/query-states';
import { ProductForm } from './product-form';
import { blankProductValues, productFormValues } from './product-form-values';
import { useAdminProduct } from './queries';

export const FAILED_TO_LOAD_PRODUCT = 'Failed to load product';

/** /admin/products/new and /admin/products/:id/edit. */
export function ProductFormPage({ title }: AdminScreenProps) {
  const { id } = useParams();
  const productId = id ?? null;
  const navigate = useNavigate();
  const product = useAdminProduct(productId);

  // Spec admin §8: a product that cannot be loaded sends the owner back to the list.
  const failed = product.isError;
  useEffect(() => {
    if (!failed) return;
    toast.error(FAILED_TO_LOAD_PRODUCT);
    void navigate(paths.admin.products, { replace: true });
  }, [failed, navigate]);

  const savedValues = useMemo(
    () => (product.data ? productFormValues(product.data) : blankProductValues()),
    [product.data],
  );

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <Link
        to={paths.admin.products}
        className="inline-flex items-center gap-2 text-xs font-semibold tracking-wider text-neutral-600 uppercase hover:text-ink"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Products
      </Link>
      <PageHeader title={title} />
      {productId && !product.data ? (
        <LoadingState label="Loading product" />
      ) : (
        // A new key per product: the form reads its starting values (and draft) once.
        <ProductForm key={productId ?? 'new'} productId={productId} savedValues={savedValues} />
      )}
    </div>
  );
}
