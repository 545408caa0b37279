import type { CategoryNode, Currency, Platform, Region } from '@portal/contract/catalog';
import {
  offeredFields,
  optionalFieldsOfPlatform,
  type ListingInput,
  type OptionalField,
} from '@portal/contract/listings';
import type { PublicSettings } from '@portal/contract/settings';
import { useEffect, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { useNavigate } from 'react-router';
import { Link } from '../../../ui/link';
import { submitErrorText } from '../../../lib/form';
import { useLocale } from '../../../lib/use-locale';
import { FormAlert, SubmitButton } from '../../../ui/form-field';
import { useCurrentUser } from '../../auth/api';
import { useSaveListing } from '../api/save-listing';
import { clearDraft, readDraft, writeDraft } from '../draft';
import { LISTING_FIELDS, listingResolver, type ListingFormValues } from '../listing-form-values';
import { listingPaths, type SubmittedState } from '../platform';
import type { PostingData } from '../use-posting-data';
import { CategoryFields } from './category-fields';
import { DetailsFields } from './details-fields';
import { FormSection } from './fields';
import { LocationFields } from './location-fields';
import { OptionalDetails } from './optional-details';
import { PhotosField } from './photos-field';
import { PriceFields } from './price-fields';
import { PromotionField } from './promotion-field';
import { PublicationFields } from './publication-fields';

export interface ListingFormProps {
  platform: Platform;
  /** The listing being edited; none when posting a new one. */
  listingId?: number;
  /** The blank form, or the stored listing: what the form opens with unless a draft is kept. */
  pristineValues: ListingFormValues;
  draftKey: string;
  /** Kept with the draft (the listing's `updated_at` when editing): a newer listing drops it. */
  draftStamp?: string | null;
  data: PostingData;
  /** An approved listing's edit cannot change its promotion (docs/decisions/016). */
  isPromotionLocked?: boolean;
}

/**
 * The one form of posting and editing: every field of the contract's body for its
 * platform, validated with the contract before sending, 422 errors under their fields, and a
 * draft in localStorage written on every change and restored on the next visit. Once sent,
 * the listing is under review: the owner lands on their list, which says so.
 */
export function ListingForm({
  platform,
  listingId,
  pristineValues,
  draftKey,
  draftStamp = null,
  data,
  isPromotionLocked = false,
}: ListingFormProps) {
  const navigate = useNavigate();
  const save = useSaveListing(listingId);
  const [start] = useState(() => {
    const draft = readDraft(draftKey, pristineValues, draftStamp);
    return { initial: draft ?? pristineValues, isRestored: draft !== null };
  });
  const [generation, setGeneration] = useState(0);
  const [restored, setRestored] = useState(start.isRestored);

  const onSubmit = async (body: ListingInput) => {
    await save.mutateAsync(body);
    clearDraft(draftKey);
    const state: SubmittedState = { submitted: true };
    await navigate(listingPaths.mine(platform), { state });
  };

  return (
    <ListingFormBody
      // Discarding the draft starts a fresh form (the uploader takes its files at mount).
      key={generation}
      platform={platform}
      mode={listingId === undefined ? 'create' : 'edit'}
      initialValues={generation === 0 ? start.initial : pristineValues}
      isDraftRestored={restored}
      draftKey={draftKey}
      draftStamp={draftStamp}
      {...data}
      isPromotionLocked={isPromotionLocked}
      onSubmit={onSubmit}
      onDiscard={() => {
        clearDraft(draftKey);
        setRestored(false);
        setGeneration((g) => g + 1);
      }}
    />
  );
}

interface ListingFormBodyProps {
  platform: Platform;
  mode: 'create' | 'edit';
  initialValues: ListingFormValues;
  isDraftRestored: boolean;
  draftKey: string;
  draftStamp: string | null;
  tree: readonly CategoryNode[];
  regions: readonly Region[];
  currencies: readonly Currency[];
  settings: PublicSettings;
  isPromotionLocked: boolean;
  /** Sends the body; a failure (HttpError) is shown by the form. */
  onSubmit: (body: ListingInput) => Promise<void>;
  onDiscard: () => void;
}

function ListingFormBody({
  platform,
  mode,
  initialValues,
  isDraftRestored,
  draftKey,
  draftStamp,
  tree,
  regions,
  currencies,
  settings,
  isPromotionLocked,
  onSubmit,
  onDiscard,
}: ListingFormBodyProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const user = useCurrentUser();
  const [formError, setFormError] = useState<string>();
  const [isUploading, setUploading] = useState(false);

  const methods = useForm<ListingFormValues, unknown, ListingInput>({
    defaultValues: initialValues,
    resolver: listingResolver({
      platform,
      locale,
      currencies,
      badAmountMessage: t('listings.price.invalid'),
    }),
  });
  const { handleSubmit, setError, subscribe, formState, control } = methods;
  const offered = offeredFieldsOf(
    platform,
    tree,
    useWatch({ control, name: ['category_id', 'sub_category_id', 'filter_id'] }),
  );
  const [isMoreOpen, setMoreOpen] = useState(false);
  // A detail in error is never hidden in the closed disclosure.
  const hasDetailError = Object.keys(formState.errors).some(
    (field) =>
      field === 'validity_date' || field === 'sales_guarantee_text' || (offered as string[]).includes(field),
  );

  // Every change goes to the draft, so a reload loses nothing.
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => writeDraft(draftKey, values, draftStamp),
      }),
    [subscribe, draftKey, draftStamp],
  );

  const submit = handleSubmit(async (body) => {
    setFormError(undefined);
    try {
      await onSubmit(withoutUnofferedFields(body, offered));
    } catch (error) {
      setFormError(submitErrorText(error, setError, LISTING_FIELDS, t));
    }
  });

  const busy = formState.isSubmitting || isUploading;
  return (
    <FormProvider {...methods}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-6" data-testid="listing-form">
        {user && !user.email_verified ? (
          <p
            data-testid="listing-unverified"
            className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
          >
            {t('auth.unverified_banner')}{' '}
            <Link to="/verify-email" className="font-semibold underline">
              {t('auth.unverified_action')}
            </Link>
          </p>
        ) : null}
        {isDraftRestored ? (
          <div
            role="status"
            data-testid="draft-restored"
            className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-brand-100 bg-brand-50 px-3 py-2 text-sm text-brand-900"
          >
            <span>{t('listings.draft.restored')}</span>
            <button
              type="button"
              onClick={onDiscard}
              className="rounded-md px-2 py-1 font-semibold text-brand-800 underline hover:bg-brand-100"
            >
              {t('listings.draft.discard')}
            </button>
          </div>
        ) : null}
        <FormAlert message={formError} />
        {/* Photos, title, price and place first: what a buyer looks at, on a phone too. */}
        <FormSection
          id="listing-photos"
          title={t('listings.section.photos')}
          description={t('listings.photos.intro')}
        >
          <PhotosField
            maxPhotos={settings.announcements.max_photos}
            maxPhotoMb={settings.announcements.max_photo_mb}
            onBusyChange={setUploading}
          />
        </FormSection>
        <FormSection id="listing-details" title={t('listings.section.details')}>
          <DetailsFields />
        </FormSection>
        <FormSection id="listing-price" title={t('listings.section.price')}>
          <PriceFields currencies={currencies} />
        </FormSection>
        <FormSection id="listing-location" title={t('listings.section.location')}>
          <LocationFields regions={regions} />
        </FormSection>
        <FormSection id="listing-category" title={t('listings.section.category')}>
          <CategoryFields tree={tree} />
        </FormSection>
        <FormSection
          id="listing-publication"
          title={t('listings.section.publication')}
          description={t('listings.form.review_note')}
        >
          <PublicationFields settings={settings} />
        </FormSection>
        <details
          open={isMoreOpen || hasDetailError}
          onToggle={(event) => setMoreOpen(event.currentTarget.open)}
          data-testid="listing-more-details"
          className="rounded-2xl border border-slate-200 bg-white shadow-sm"
        >
          <summary className="cursor-pointer rounded-2xl p-4 font-semibold text-slate-900 sm:px-6">
            {t('listings.section.more')}
            <span className="ms-2 text-sm font-normal text-slate-600">{t('listings.form.optional')}</span>
          </summary>
          <div className="px-4 pb-4 sm:px-6 sm:pb-6">
            <OptionalDetails offered={offered} />
          </div>
        </details>
        {settings.announcements.promotions.length > 0 || initialValues.promotion_key ? (
          <FormSection
            id="listing-promotion"
            title={t('promotions.form.title')}
            description={t('promotions.form.description')}
          >
            <PromotionField offers={settings.announcements.promotions} locked={isPromotionLocked} />
          </FormSection>
        ) : null}
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <SubmitButton pending={busy}>
            {mode === 'create' ? t('listings.form.submit_create') : t('listings.form.submit_edit')}
          </SubmitButton>
          {isUploading ? (
            <p role="status" className="text-sm text-slate-600">
              {t('listings.photos.wait')}
            </p>
          ) : null}
        </div>
      </form>
    </FormProvider>
  );
}

/** The optional details the chosen branch of the tree offers (the catalog decides: docs/decisions/019). */
function offeredFieldsOf(
  platform: Platform,
  tree: readonly CategoryNode[],
  [categoryId, subCategoryId, filterId]: readonly string[],
): OptionalField[] {
  const chain: CategoryNode[] = [];
  let level: readonly CategoryNode[] = tree;
  for (const id of [categoryId, subCategoryId, filterId]) {
    const node = id ? level.find((n) => String(n.id) === id) : undefined;
    if (!node) break;
    chain.push(node);
    level = node.children ?? [];
  }
  return offeredFields(platform, chain);
}

/**
 * The body without the details the category does not offer (a draft or a listing kept from
 * before its category changed may hold some): the API refuses them.
 */
export function withoutUnofferedFields(body: ListingInput, offered: readonly OptionalField[]): ListingInput {
  const next: Record<string, unknown> = { ...body };
  for (const field of optionalFieldsOfPlatform(body.platform)) {
    if (!offered.includes(field)) {
      delete next[field];
      if (field === 'sales_guarantee') delete next.sales_guarantee_text;
    }
  }
  return next as ListingInput;
}
