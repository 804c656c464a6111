// Fonts ship with the app: nothing is fetched from a font service.
import '@fontsource-variable/inter';
