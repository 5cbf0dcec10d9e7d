print("viper-spec")
