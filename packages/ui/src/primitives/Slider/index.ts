export { Slider, sliderPresets } from './Slider';
export type { SliderProps, SliderPreset } from './Slider';
