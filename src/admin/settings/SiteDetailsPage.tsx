/**
 * Settings' 'Site details' page (/admin/settings/site-details), for owners: the postal address,
 * phone, the two contact e-mail addresses, the footer's about text (and its Hindi one, for the
 * Hindi pages), the map's place and the three social links, as the published pages show them. Saved details appear on the site at the next
 * publish; until an owner saves any, the form starts from the details the site is built with.
 */
import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { BUILT_IN_SITE_DETAILS } from '../../components/siteDetails';
import { SOCIAL_NETWORK_NAMES, validateSiteDetailsInput } from '../../domain/formChecks';
import {
  SOCIAL_NETWORKS,
  addressLinesOf,
  siteDetailsFields,
  type SavedSiteDetails,
  type SiteDetails,
  type SiteDetailsField,
} from '../../domain/siteDetails';
import { reasonOf } from '../../domain/words';
import { readSiteDetails } from '../../services/siteDetails';
import { saveSiteDetails } from '../../services/siteSettings';
import { useAccess } from '../access/AccessContext';
import { useFormError } from '../flow/useFormError';
import { useRecheckAfterRefusal } from '../flow/useRecheckAfterRefusal';
import { useTextFields } from '../flow/useTextFields';
import { AdminForm } from '../ui/AdminForm';
import { Field } from '../ui/Field';
import { HindiSection } from '../ui/HindiSection';
import { LastSaved } from '../ui/LastSaved';
import { SavedSettingsSection } from './SavedSettingsSection';

export function SiteDetailsPage() {
  return (
    <SavedSettingsSection
      title="Site details"
      what="the site details"
      read={readSiteDetails}
      intro={
        <>
          The address, phone, e-mail addresses, about text, map and social links that the footer,
          the Contact page and the Privacy page show. Saved details appear on the site at the next
          publish.
        </>
      }
    >
      {(saved) => <DetailsForm saved={saved} />}
    </SavedSettingsSection>
  );
}

function DetailsForm({ saved: first }: { saved: SavedSiteDetails | null }) {
  const { nameOf } = useAccess();
  const [saved, setSaved] = useState(first);
  const { fields, bind } = useTextFields<SiteDetailsField>(
    () => siteDetailsFields(first ?? BUILT_IN_SITE_DETAILS),
    ['address', 'about', 'aboutHi'],
  );
  const { error, fail, clearError } = useFormError();
  const [saving, setSaving] = useState(false);
  const recheckAfterRefusal = useRecheckAfterRefusal();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateSiteDetailsInput(fields);
    if (problem) return fail(problem);
    clearError();
    const { address, ...rest } = fields;
    const trimmed = Object.fromEntries(
      Object.entries(rest).map(([field, value]) => [field, value.trim()]),
    ) as Omit<SiteDetails, 'addressLines'>;
    const details: SiteDetails = { ...trimmed, addressLines: addressLinesOf(address) };
    setSaving(true);
    try {
      setSaved(await saveSiteDetails(details, saved));
    } catch (saveError) {
      console.error(saveError);
      recheckAfterRefusal(saveError);
      return fail(`Could not save the site details: ${reasonOf(saveError)}`);
    } finally {
      setSaving(false);
    }
    toast.success('Site details saved. They appear on the site at the next publish.');
  };

  const savedBy = saved && nameOf(saved.updatedBy);
  return (
    <>
      <p role="status">
        <LastSaved
          at={saved?.updatedAt}
          by={savedBy}
          notSaved="Not saved yet: the site shows the details it was built with, filled in below."
        />
      </p>
      <AdminForm
        title="Edit site details"
        headingLevel={3}
        error={error}
        submitLabel={saving ? 'Saving...' : 'Save site details'}
        submitDisabled={saving}
        onSubmit={(event) => void submit(event)}
      >
        <div className="row g-3 mb-3">
          <Field
            label="Postal address"
            column="col-md-6"
            hint="One line of the address on each line."
            control={<textarea {...bind('address')} rows={4} />}
          />
          <Field
            label="About text (footer)"
            column="col-md-6"
            control={<textarea {...bind('about')} rows={4} />}
          />
          <Field
            label="Phone"
            column="col-md-4"
            control={<input {...bind('phone')} type="tel" autoComplete="off" />}
          />
          <Field
            label="E-mail address"
            column="col-md-4"
            control={<input {...bind('email')} type="email" autoComplete="off" />}
          />
          <Field
            label="Second e-mail address (Contact page)"
            column="col-md-4"
            hint="Leave empty for none."
            control={<input {...bind('secondaryEmail')} type="email" autoComplete="off" />}
          />
          <Field
            label="Place shown on the map"
            column="col-12"
            hint="As you would type it into Google Maps."
            control={<input {...bind('mapPlace')} />}
          />
          {SOCIAL_NETWORKS.map((network) => (
            <Field
              key={network}
              label={`${SOCIAL_NETWORK_NAMES[network].name} page`}
              column="col-md-4"
              hint={`https://www.${SOCIAL_NETWORK_NAMES[network].host}/… — leave empty and the footer shows no ${SOCIAL_NETWORK_NAMES[network].name} icon.`}
              control={<input {...bind(network)} type="url" autoComplete="off" />}
            />
          ))}
        </div>
        <HindiSection
          spacing="mb-3"
          hint={
            <>Shown on the Hindi pages of the site. Left empty, they show the English about text.</>
          }
        >
          <div className="row g-3">
            <Field
              label="About text in Hindi (optional)"
              control={<textarea lang="hi" {...bind('aboutHi')} rows={4} />}
            />
          </div>
        </HindiSection>
      </AdminForm>
    </>
  );
}
