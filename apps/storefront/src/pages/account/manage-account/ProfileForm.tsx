import { errorStatus, useUpdateProfileMutation, type Profile, type ShopApiError } from '@shop/api-client';
import { shownDetail } from '../../../features/errors';
import { SHOP_LANGUAGES } from '@shop/rules/languages';
import { Button } from '@shop/ui/Button';
import { Radio, RadioGroup } from '@shop/ui/RadioGroup';
import { Surface } from '@shop/ui/Surface';
import { TextField } from '@shop/ui/TextField';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components/Form';
import { notifyAccount } from '../../../shared/toasts';
import { accountCopy } from '../../../copy/account';
import { focusFormField, serverFieldErrors, type FieldErrors } from '../../../features/forms/fieldErrors';
import { AccountPanelTitle } from '../AccountPanelTitle';
import { PROFILE_FIELDS, profileFields, profileUpdate, type ProfileFields } from './profileChanges';
import * as styles from './ManageAccount.css';

const copy = accountCopy.manageAccount.profile;

/**
 * 'Personal details': the name, contact number and the language of the shop's messages (PATCH
 * /api/user/profile/); the e-mail address is shown, not editable (it is the login). The server's field errors show
 * under the fields.
 */
export function ProfileForm({ profile }: { profile: Profile }) {
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ProfileFields>(() => profileFields(profile));
  const [errors, setErrors] = useState<FieldErrors<keyof ProfileFields>>({});
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();

  const set = <Name extends keyof ProfileFields>(name: Name) => (value: ProfileFields[Name]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _cleared, ...rest }) => rest);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (values.name.trim() === '') {
      setErrors({ name: [copy.nameRequired] });
      focusFormField(formRef.current, 'name');
      notifyAccount.error(copy.nameRequired);
      return;
    }
    const update = profileUpdate(profileFields(profile), values);
    if (!update) {
      notifyAccount.info(copy.unchanged);
      return;
    }
    try {
      const saved = await updateProfile({ profileUpdate: update }).unwrap();
      setValues(profileFields(saved));
      notifyAccount.success(copy.saved);
    } catch (thrown) {
      const error = thrown as ShopApiError;
      const byField = serverFieldErrors(error, PROFILE_FIELDS);
      setErrors(byField);
      const first = PROFILE_FIELDS.find((field) => byField[field]);
      if (first) focusFormField(formRef.current, first);
      // A 401 signs the customer out (the store's rule); saying 'failed' then would only confuse.
      if (errorStatus(error) !== 401) notifyAccount.error(first ? copy.failed : (shownDetail(error) ?? copy.failed));
    }
  };

  return (
    <Surface as="section" aria-labelledby={titleId}>
      <AccountPanelTitle id={titleId}>{copy.title}</AccountPanelTitle>
      <Form
        ref={formRef}
        className={styles.form}
        aria-labelledby={titleId}
        validationBehavior="aria"
        validationErrors={errors}
        onSubmit={(event) => void submit(event)}
      >
        <TextField
          name="name"
          label={copy.fullName}
          autoComplete="name"
          isRequired
          maxLength={100}
          value={values.name}
          onChange={set('name')}
        />
        <TextField label={copy.email} type="email" value={profile.email} isReadOnly description={copy.emailHint} />
        <TextField
          name="contact"
          label={copy.contact}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={20}
          description={copy.contactHint}
          value={values.contact}
          onChange={set('contact')}
        />
        <RadioGroup
          name="language"
          label={copy.language}
          description={copy.languageHint}
          orientation="horizontal"
          value={values.language}
          onChange={(value) => set('language')(value as ProfileFields['language'])}
        >
          {SHOP_LANGUAGES.map((language) => (
            <Radio key={language.code} value={language.code}>
              <span lang={language.code}>{language.name}</span>
            </Radio>
          ))}
        </RadioGroup>
        <Button type="submit" className={styles.submit} isPending={isLoading} pendingLabel={copy.saving}>
          {copy.save}
        </Button>
      </Form>
    </Surface>
  );
}
