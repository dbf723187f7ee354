import { useUploadMediaMutation } from '@shop/api-client/admin';
import { Button } from '@shop/ui/Button';
import { Inline } from '@shop/ui/Inline';
import { TextField } from '@shop/ui/TextField';
import { FileTrigger } from 'react-aria-components/FileTrigger';
import { siteCopy } from '../../copy/site';
import { serverProblem } from '../../features/forms/serverProblem';
import { notify } from '../../features/toasts';
import { problemWords } from './siteProblems';

const copy = siteCopy.home;
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'];

interface ImageFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  errorMessage: string | undefined;
}

/**
 * A picture's address, typed (a picture the site already has) or filled in by an upload through the shop's
 * media storage, the same one product photos and the gallery use.
 */
export function ImageField({ name, label, value, onChange, errorMessage }: ImageFieldProps) {
  const [uploadMedia, uploading] = useUploadMediaMutation();

  const upload = async (file: File) => {
    try {
      const media = await uploadMedia({ body: file, 'X-Filename': encodeURIComponent(file.name) }).unwrap();
      onChange(media.url);
      notify.success(copy.uploaded(file.name));
    } catch (error) {
      notify.error(serverProblem(error, { ...problemWords, unexpected: copy.uploadFailed }).detail);
    }
  };

  return (
    <Inline gap="2" alignY="bottom" wrap>
      <TextField
        name={name}
        label={label}
        description={copy.imageHelp}
        isRequired
        value={value}
        onChange={onChange}
        isInvalid={Boolean(errorMessage)}
        errorMessage={errorMessage}
      />
      <FileTrigger acceptedFileTypes={IMAGE_TYPES} onSelect={(files) => files?.[0] && void upload(files[0])}>
        <Button variant="secondary" size="sm" aria-label={`${copy.upload}: ${label}`} isPending={uploading.isLoading} pendingLabel={copy.uploading}>
          {copy.upload}
        </Button>
      </FileTrigger>
    </Inline>
  );
}
