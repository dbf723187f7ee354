import { Box } from '@shop/ui/Box';
import { RatingInput } from '@shop/ui/RatingInput';
import { TextArea } from '@shop/ui/TextArea';
import { reviewsCopy } from '../../copy/reviews';

/** The server's limit on a review's text (the contract's maxLength). */
const REVIEW_TEXT_MAX = 2000;

export interface ReviewValues {
  /** 0 until a star is chosen. */
  rating: number;
  text: string;
}

export const emptyReview: ReviewValues = { rating: 0, text: '' };

/** Both halves of a review are needed: a rating above 0 and some words. */
export const isCompleteReview = ({ rating, text }: ReviewValues) => rating > 0 && text.trim() !== '';

export interface ReviewFieldsProps {
  values: ReviewValues;
  onChange: (values: ReviewValues) => void;
  ratingLabel: string;
  ratingHint?: string;
  textLabel: string;
  placeholder: string;
  isReadOnly?: boolean;
}

/**
 * A review's two fields, shared by 'Write a Review' and the product page's 'Add Review': the stars
 * (1 to 5, one Tab stop) and a five-row text box.
 */
export function ReviewFields({ values, onChange, ratingLabel, ratingHint, textLabel, placeholder, isReadOnly = false }: ReviewFieldsProps) {
  return (
    <Box display="grid" gap="5">
      <RatingInput
        label={ratingLabel}
        description={ratingHint}
        value={values.rating > 0 ? values.rating : null}
        onChange={(rating) => onChange({ ...values, rating })}
        formatStarLabel={reviewsCopy.starLabel}
        isReadOnly={isReadOnly}
        isRequired
        size="lg"
      />
      <TextArea
        label={textLabel}
        placeholder={placeholder}
        rows={5}
        value={values.text}
        onChange={(text) => onChange({ ...values, text })}
        maxLength={REVIEW_TEXT_MAX}
        isReadOnly={isReadOnly}
        isRequired
      />
    </Box>
  );
}
