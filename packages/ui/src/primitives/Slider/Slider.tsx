import {
  Label,
  Slider as AriaSlider,
  SliderOutput,
  SliderThumb,
  SliderTrack,
  type SliderProps as AriaSliderProps,
} from 'react-aria-components';
import { percentScale, ratingScale } from '../../tokens/constants';
import { fieldStyles } from '../Field';
import * as styles from './Slider.css';

/** The two scales of the consultant filters (000 §5, §9). */
export const sliderPresets = {
  /** Minimum rating: 0 to 5 in steps of 0.1, one decimal. */
  rating: {
    minValue: ratingScale.min,
    maxValue: ratingScale.max,
    step: ratingScale.step,
    formatOptions: { minimumFractionDigits: 1, maximumFractionDigits: 1 },
  },
  /** Interview ratio and satisfaction: 0 to 100 percent in steps of 1. */
  percent: {
    minValue: percentScale.min,
    maxValue: percentScale.max,
    step: percentScale.step,
    formatOptions: { style: 'unit', unit: 'percent' },
  },
} as const satisfies Record<string, Pick<AriaSliderProps<number>, 'minValue' | 'maxValue' | 'step' | 'formatOptions'>>;
export type SliderPreset = keyof typeof sliderPresets;

export interface SliderProps extends Omit<AriaSliderProps<number>, 'className' | 'style' | 'children'> {
  /** The visible label. */
  label: string;
  /** A scale of the spec; explicit min/max/step override it. @default undefined */
  preset?: SliderPreset;
}

/** A minimum or amount picked on a scale, with its value shown beside the label. */
export function Slider({ label, preset, ...props }: SliderProps) {
  const scale = preset ? sliderPresets[preset] : {};
  return (
    <AriaSlider {...scale} {...props} className={styles.slider}>
      <Label className={fieldStyles.label}>{label}</Label>
      <SliderOutput className={styles.output} />
      <SliderTrack className={styles.track}>
        {({ state }) => (
          <>
            <div className={styles.fill} style={{ width: `${state.getThumbPercent(0) * 100}%` }} />
            <SliderThumb className={styles.thumb} />
          </>
        )}
      </SliderTrack>
    </AriaSlider>
  );
}
